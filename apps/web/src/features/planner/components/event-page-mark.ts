import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkStyle } from '../../pages/network-style.ts';

/**
 * THE SLOT OF THE PAGE'S AVATAR AND NETWORK LOGO in a planner chip. Today: the network's letters on
 * its brand colour (pages/network-style.ts), the same badge the pages screen draws. The
 * `PageAvatar`/`NetworkLogo` components replace what this returns; the chip keeps its place and
 * size (16 px, before the time). Plain DOM, like the rest of the chip (a month holds thousands).
 * The network's name is in the chip's accessible name: the mark itself is hidden from readers.
 */
export function renderPageMark(network: NetworkKind | null): HTMLElement | null {
  if (!network) return null;
  const style = networkStyle[network];
  const mark = document.createElement('span');
  mark.className = 'planner-event-mark';
  mark.dataset.slot = 'page-avatar';
  mark.dataset.network = network;
  mark.setAttribute('aria-hidden', 'true');
  // Drawn by the style sheet (`content: attr(data-letters)`): a badge, not words of the chip.
  mark.dataset.letters = style.letters;
  mark.style.background = style.color;
  mark.style.color = readableOn(style.color);
  return mark;
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** White or black letters, whichever reads better on the brand colour. */
export function readableOn(hex: string): string {
  const background = luminance(hex);
  const onWhite = 1.05 / (background + 0.05);
  const onBlack = (background + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#000000';
}
