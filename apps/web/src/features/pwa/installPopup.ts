/**
 * Install popup rules of spec §2, kept pure: the component reads the flags, asks here, and
 * writes back what `flagsAfter` returns.
 */

export type Device = 'android' | 'iphone' | 'desktop';

export function deviceOf(userAgent: string): Device {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iphone';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}

export interface InstallPopupState {
  device: Device;
  /** The browser's install prompt was captured. */
  promptAvailable: boolean;
  /** Already running as an installed app. */
  standalone: boolean;
  /** `installPopupSeen`: the first popup was shown before. */
  seen: boolean;
  /** `installPopupHiddenUntil`, in ms since the epoch. */
  hiddenUntil: number | null;
  /** `installPopupNever`. */
  never: boolean;
  now: number;
}

export interface InstallPopup {
  /** Mobile: "Add" / "No thanks"; desktop: a desktop shortcut. */
  variant: 'mobile' | 'desktop';
  first: boolean;
  /**
   * iPhone browsers have no install prompt: "Add" shows the Share → Add to Home Screen steps
   * instead, so the button still does something real.
   */
  howTo: boolean;
}

export function installPopup(state: InstallPopupState): InstallPopup | null {
  if (state.never || state.standalone) return null;
  if (state.hiddenUntil !== null && state.now < state.hiddenUntil) return null;
  const first = !state.seen;
  if (state.device === 'iphone') return { variant: 'mobile', first, howTo: !state.promptAvailable };
  if (!state.promptAvailable) return null;
  return { variant: state.device === 'android' ? 'mobile' : 'desktop', first, howTo: false };
}

/** Spec §9: the popup comes back one calendar month after it was closed. */
export function oneMonthLater(now: number): number {
  const date = new Date(now);
  date.setMonth(date.getMonth() + 1);
  return date.getTime();
}

export type InstallPopupAction = 'close' | 'dismiss' | 'installed';

export interface InstallPopupFlags {
  hiddenUntil?: number;
  never?: true;
}

/**
 * close (the × icon) → hidden for one month; "No thanks" on the first popup → hidden for one
 * month too, on a later popup → never again; installed → never again.
 */
export function flagsAfter(
  action: InstallPopupAction,
  popup: Pick<InstallPopup, 'first'>,
  now: number,
): InstallPopupFlags {
  if (action === 'installed' || (action === 'dismiss' && !popup.first)) return { never: true };
  return { hiddenUntil: oneMonthLater(now) };
}
