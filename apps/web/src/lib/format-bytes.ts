const units = [
  { unit: 'gigabyte', bytes: 1024 ** 3 },
  { unit: 'megabyte', bytes: 1024 ** 2 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/**
 * A weight as people read it in their language (`1.2 GB`, `1,2 Go`), in the binary units the
 * server counts with (the spec's "1 GB" video is 1,024 MB).
 */
export function formatBytes(bytes: number, language: string): string {
  // Less than a kilobyte still reads in kilobytes (`0.3 kB`): nobody counts a file in bytes.
  const { unit, bytes: size } = units.find((candidate) => bytes >= candidate.bytes) ?? units[2];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size);
}
