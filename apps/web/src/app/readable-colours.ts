import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2.2 AA for text of normal size (1.4.3). */
export const minimumContrast = 4.5;

/** The contrast ratio of two opaque colours (WCAG's formula), from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  return luminanceRatio(luminance(first), luminance(second));
}

function luminanceRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The amounts `readableOn` tries, 0 to 1 by 0.02. */
const amounts = Array.from({ length: 51 }, (_, index) => index / 50);

/**
 * `colour`, darkened (for light backgrounds) or lightened (for dark ones) by the smallest step that
 * reads at `minimumContrast` or more on each of `backgrounds`: the palette's hue is kept, only its
 * lightness moves. Mantine's own shades miss it for text (gray 6 on white is 3.3:1, green 9 on
 * white 4.4:1).
 *
 * Moving away from its backgrounds, a text colour only gains contrast: the smallest step is found
 * by halving, in six tries instead of up to fifty (the theme's colours are worked out as a fresh
 * tab draws its first frame).
 */
export function readableOn(colour: string, backgrounds: readonly string[], scheme: 'light' | 'dark'): string {
  const grounds = backgrounds.map(luminance);
  const reads = (candidate: string) => {
    const own = luminance(candidate);
    return grounds.every((ground) => luminanceRatio(own, ground) >= minimumContrast);
  };
  const step = scheme === 'light' ? darken : lighten;
  const candidate = (index: number) => (index === 0 ? colour : step(colour, amounts[index] ?? 1));
  // The first amount that reads lies in [low, high]; `high` past the end: none has yet.
  let low = 0;
  let high = amounts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reads(candidate(middle))) high = middle;
    else low = middle + 1;
  }
  return high < amounts.length ? candidate(high) : scheme === 'light' ? '#000000' : '#ffffff';
}
