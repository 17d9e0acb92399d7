/** A network's figure as stored: a whole count, or null when the network did not give it ("not available", never 0). */
export const figureCount = (value: number | undefined): number | null =>
  value === undefined || !Number.isFinite(value) ? null : Math.max(0, Math.round(value));
