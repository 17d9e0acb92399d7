import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkLogoElement } from '../../../components/network-logo-element.ts';
import { initialsGround, pageInitials } from '../../../components/page-initials.ts';

/** The page an event is on, as its chip draws it. */
export type MarkedPage = { name: string; network: NetworkKind; pictureUrl: string | null };

/**
 * The page's mark in a planner chip, before the time: its picture (or its initials on its colour,
 * as `PageAvatar` draws them) and its network's logo. Plain DOM, like the rest of the chip (a month
 * holds thousands). The page and its network are in the chip's accessible name: the mark itself is
 * hidden from readers.
 */
export function renderPageMark(page: MarkedPage | null): HTMLElement | null {
  if (!page) return null;
  const mark = document.createElement('span');
  mark.className = 'planner-event-mark';
  mark.dataset.slot = 'page-avatar';
  mark.dataset.network = page.network;
  mark.setAttribute('aria-hidden', 'true');
  mark.append(avatarOf(page), networkLogoElement(page.network, 14));
  return mark;
}

function avatarOf(page: MarkedPage): HTMLElement {
  const avatar = document.createElement('span');
  avatar.className = 'planner-event-avatar';
  const initials = () => {
    avatar.textContent = '';
    avatar.dataset.letters = pageInitials(page.name);
    avatar.style.background = initialsGround(page.name);
  };
  if (!page.pictureUrl) {
    initials();
    return avatar;
  }
  const picture = document.createElement('img');
  picture.src = page.pictureUrl;
  picture.alt = '';
  picture.loading = 'lazy';
  picture.decoding = 'async';
  picture.addEventListener('error', initials, { once: true });
  avatar.append(picture);
  return avatar;
}
