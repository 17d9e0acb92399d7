import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

const here = new URL('https://app.pagewise.test/#/?tab=login');

describe('redirectTarget', () => {
  it('has nothing to follow without a stored value', () => {
    expect(redirectTarget(null, here)).toBeNull();
    expect(redirectTarget('', here)).toBeNull();
  });

  it('follows a route or a hash route inside the app', () => {
    expect(redirectTarget('/dash/posts2?post_id=1', here)).toEqual({ route: '/dash/posts2?post_id=1' });
    expect(redirectTarget('#/dash/planner', here)).toEqual({ route: '/dash/planner' });
  });

  it('follows a full address of this page inside the app', () => {
    expect(redirectTarget('https://app.pagewise.test/#/?post_id=1&page_id=2', here)).toEqual({
      route: '/?post_id=1&page_id=2',
    });
  });

  it('loads a full address of this site whose query differs', () => {
    const stored = 'https://app.pagewise.test/?post_id=1&page_id=2#/';
    expect(redirectTarget(stored, here)).toEqual({ href: stored });
  });

  it('never sends the user to another site', () => {
    expect(redirectTarget('https://evil.test/#/dash', here)).toBeNull();
    expect(redirectTarget('//evil.test/#/dash', here)).toBeNull();
    expect(redirectTarget('javascript:alert(1)', here)).toBeNull();
  });
});
