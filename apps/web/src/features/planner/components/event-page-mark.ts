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
  mark.textContent = style.letters;
  mark.style.background = style.color;
  return mark;
}
