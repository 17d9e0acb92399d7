import { describe, expect, it, vi } from 'vitest';
import { type BootWindow, runBoot } from './boot.ts';

function fakeWindow(href: string) {
  const replace = vi.fn();
  const replaceState = vi.fn();
  const target: BootWindow = {
    location: { href, origin: new URL(href).origin, replace },
    history: { replaceState },
  };
  return { target, replace, replaceState };
}

describe('runBoot', () => {
  it('renders a plain address untouched', () => {
    const { target, replace } = fakeWindow('https://app.test/#/dash');
    expect(runBoot(target)).toBe(true);
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves a beta.saas host for saas before rendering', () => {
    const { target, replace } = fakeWindow('https://beta.saas.pagewise.app/#/dash/bots');
    expect(runBoot(target)).toBe(false);
    expect(replace).toHaveBeenCalledWith('https://saas.pagewise.app/#/dash/bots');
  });

  it('opens a supervisor session: storage cleared, token stored, marked supervisor, reload to /', () => {
    localStorage.setItem('token', 'previous');
    localStorage.setItem('selectedPageIds', '["p1"]');
    const { target, replace } = fakeWindow('https://app.test/?supervisortoken=sup-1#/');
    expect(runBoot(target)).toBe(false);
    expect(localStorage.getItem('token')).toBe('sup-1');
    expect(localStorage.getItem('supervisor')).toBe('true');
    expect(localStorage.getItem('selectedPageIds')).toBeNull();
    expect(replace).toHaveBeenCalledWith('https://app.test/');
  });

  it('goes to the planner for a viewer, without a reload when only the hash changes', () => {
    const { target, replace, replaceState } = fakeWindow(
      'https://app.test/#/?supervisortoken=sup-2&viewer=1',
    );
    expect(runBoot(target)).toBe(true);
    expect(localStorage.getItem('token')).toBe('sup-2');
    expect(replaceState).toHaveBeenCalledWith(null, '', 'https://app.test/#/dash/planner');
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps a post link opened without a token for after login', () => {
    const href = 'https://app.test/#/dash/posts2?post_id=1&page_id=2';
    expect(runBoot(fakeWindow(href).target)).toBe(true);
    expect(localStorage.getItem('redirectAfterLogin')).toBe(href);
  });

  it('keeps nothing when a token is stored', () => {
    localStorage.setItem('token', 't');
    runBoot(fakeWindow('https://app.test/#/dash/posts2?post_id=1&page_id=2').target);
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});
