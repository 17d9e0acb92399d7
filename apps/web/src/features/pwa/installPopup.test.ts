import { describe, expect, it } from 'vitest';
import { deviceOf, flagsAfter, type InstallPopupState, installPopup, oneMonthLater } from './installPopup.ts';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const now = Date.UTC(2025, 0, 31, 12);
const base: InstallPopupState = {
  device: 'android',
  promptAvailable: true,
  standalone: false,
  seen: false,
  hiddenUntil: null,
  never: false,
  now,
};

describe('deviceOf', () => {
  it('recognises Android, iPhone and the rest', () => {
    expect(deviceOf(android)).toBe('android');
    expect(deviceOf(iphone)).toBe('iphone');
    expect(deviceOf(desktop)).toBe('desktop');
  });
});

describe('installPopup', () => {
  it('shows the mobile popup on Android, first until seen', () => {
    expect(installPopup(base)).toEqual({ variant: 'mobile', first: true, howTo: false });
    expect(installPopup({ ...base, seen: true })).toEqual({ variant: 'mobile', first: false, howTo: false });
  });

  it('shows the desktop shortcut variant on a computer', () => {
    expect(installPopup({ ...base, device: 'desktop' })).toEqual({
      variant: 'desktop',
      first: true,
      howTo: false,
    });
  });

  it('shows the mobile popup on iPhone with the Home Screen steps, as there is no prompt', () => {
    expect(installPopup({ ...base, device: 'iphone', promptAvailable: false })).toEqual({
      variant: 'mobile',
      first: true,
      howTo: true,
    });
  });

  it('needs the captured prompt on Android and desktop', () => {
    expect(installPopup({ ...base, promptAvailable: false })).toBeNull();
    expect(installPopup({ ...base, device: 'desktop', promptAvailable: false })).toBeNull();
  });

  it('stays hidden while the one-month delay runs, and comes back after', () => {
    expect(installPopup({ ...base, hiddenUntil: now + 1 })).toBeNull();
    expect(installPopup({ ...base, hiddenUntil: now })).not.toBeNull();
  });

  it('never shows with the never flag, or when the app runs installed', () => {
    expect(installPopup({ ...base, never: true })).toBeNull();
    expect(installPopup({ ...base, device: 'iphone', never: true })).toBeNull();
    expect(installPopup({ ...base, standalone: true })).toBeNull();
  });
});

describe('oneMonthLater', () => {
  it('adds a calendar month', () => {
    expect(new Date(oneMonthLater(Date.UTC(2025, 4, 10, 12))).toISOString()).toBe('2025-06-10T12:00:00.000Z');
  });
});

describe('flagsAfter', () => {
  it('hides for one month on the close icon, first popup or not', () => {
    expect(flagsAfter('close', { first: true }, now)).toEqual({ hiddenUntil: oneMonthLater(now) });
    expect(flagsAfter('close', { first: false }, now)).toEqual({ hiddenUntil: oneMonthLater(now) });
  });

  it('"No thanks" on the first popup waits a month; on a later one, never again', () => {
    expect(flagsAfter('dismiss', { first: true }, now)).toEqual({ hiddenUntil: oneMonthLater(now) });
    expect(flagsAfter('dismiss', { first: false }, now)).toEqual({ never: true });
  });

  it('an installed app is never invited again', () => {
    expect(flagsAfter('installed', { first: true }, now)).toEqual({ never: true });
  });
});
