import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2.2 AA for text of normal size (1.4.3). */
export const minimumContrast = 4.5;

/** The contrast ratio of two opaque colours (WCAG's formula), from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `colour`, darkened (for light backgrounds) or lightened (for dark ones) by the smallest step that
 * reads at `minimumContrast` or more on each of `backgrounds`: the palette's hue is kept, only its
 * lightness moves. Mantine's own shades miss it for text (gray 6 on white is 3.3:1, green 9 on
 * white 4.4:1).
 */
export function readableOn(colour: string, backgrounds: readonly string[], scheme: 'light' | 'dark'): string {
  const reads = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= minimumContrast);
  const step = scheme === 'light' ? darken : lighten;
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = amount === 0 ? colour : step(colour, amount);
    if (reads(candidate)) return candidate;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}
