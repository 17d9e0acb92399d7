import { describe, expect, it } from 'vitest';
import {
  appVersion,
  authScreenTarget,
  bootAction,
  hashQuery,
  mergedQuery,
  redirectTargetToStore,
  versionRedirect,
} from './redirects.ts';

const q = (text = '') => new URLSearchParams(text);

describe('hashQuery and mergedQuery', () => {
  it('reads the query inside the hash', () => {
    expect(hashQuery('#/dash/posts2?post_id=1&page_id=2')).toBe('post_id=1&page_id=2');
    expect(hashQuery('#/dash')).toBe('');
    expect(hashQuery('')).toBe('');
  });

  it('merges the query before the hash with the one inside it, the hash winning', () => {
    const merged = mergedQuery('?a=1&b=1', 'b=2&c=3');
    expect(Object.fromEntries(merged)).toEqual({ a: '1', b: '2', c: '3' });
  });
});

describe('bootAction', () => {
  const at = (href: string) => bootAction(new URL(href));

  it('renders a plain address', () => {
    expect(at('https://saas.pagewise.app/#/dash')).toEqual({ kind: 'render' });
  });

  it('sends a beta.saas host to the same address on saas', () => {
    expect(at('https://beta.saas.pagewise.app/?x=1#/dash/bots?y=2')).toEqual({
      kind: 'leave',
      url: 'https://saas.pagewise.app/?x=1#/dash/bots?y=2',
    });
  });

  it('opens a supervisor session from a token before the hash, to / without viewer', () => {
    expect(at('https://app.test/?supervisortoken=abc#/')).toEqual({
      kind: 'supervisor',
      token: 'abc',
      target: '/',
    });
  });

  it('opens a supervisor session from a token inside the hash', () => {
    expect(at('https://app.test/#/?supervisortoken=abc')).toEqual({
      kind: 'supervisor',
      token: 'abc',
      target: '/',
    });
  });

  it('sends a supervisor with viewer in the query to the planner, wherever viewer stands', () => {
    const target = { kind: 'supervisor', token: 'abc', target: '/#/dash/planner' };
    expect(at('https://app.test/?supervisortoken=abc&viewer=1')).toEqual(target);
    expect(at('https://app.test/?supervisortoken=abc#/?viewer')).toEqual(target);
    expect(at('https://app.test/#/dash?viewer=true&supervisortoken=abc')).toEqual(target);
  });

  it('ignores an empty supervisor token', () => {
    expect(at('https://app.test/?supervisortoken=#/')).toEqual({ kind: 'render' });
  });
});

describe('redirectTargetToStore', () => {
  const href = 'https://app.test/#/dash/posts2?post_id=1&page_id=2';

  it('keeps a post link opened without a token', () => {
    expect(redirectTargetToStore(false, new URL(href))).toBe(href);
  });

  it('finds the parameters before the hash too', () => {
    const before = 'https://app.test/?post_id=1&page_id=2#/dash/posts2';
    expect(redirectTargetToStore(false, new URL(before))).toBe(before);
  });

  it('keeps nothing with a token, or without both post_id and page_id', () => {
    expect(redirectTargetToStore(true, new URL(href))).toBeNull();
    expect(redirectTargetToStore(false, new URL('https://app.test/#/dash/posts2?post_id=1'))).toBeNull();
    expect(redirectTargetToStore(false, new URL('https://app.test/#/dash/posts2?page_id=2'))).toBeNull();
  });
});

describe('authScreenTarget', () => {
  it('sends a logged-in user to the dashboard', () => {
    expect(authScreenTarget(q())).toBe('/dash');
    expect(authScreenTarget(q('post_id=1&page_id=2'))).toBe('/dash');
  });

  it('sends a link naming a bot post to posts2 with the same query', () => {
    expect(authScreenTarget(q('post_id=1&page_id=2&bot_id=3'))).toBe(
      '/dash/posts2?post_id=1&page_id=2&bot_id=3',
    );
  });

  it('does not when no_redirection is present', () => {
    expect(authScreenTarget(q('post_id=1&page_id=2&bot_id=3&no_redirection'))).toBe('/dash');
  });
});

describe('appVersion', () => {
  it('is old only for the exact flag old', () => {
    expect(appVersion('old')).toBe('old');
    expect(appVersion('beta')).toBe('beta');
    expect(appVersion(null)).toBe('beta');
    expect(appVersion('OLD')).toBe('beta');
  });
});

describe('versionRedirect', () => {
  it('sends posts and planner to posts2 with their query', () => {
    expect(versionRedirect('posts', 'beta', q('status=draft'))).toBe('/dash/posts2?status=draft');
    expect(versionRedirect('planner', 'beta', q())).toBe('/dash/posts2');
  });

  it('carries a planner date from the path as the date parameter', () => {
    expect(versionRedirect('planner', 'beta', q(), '2025-03-14')).toBe('/dash/posts2?date=2025-03-14');
    expect(versionRedirect('planner', 'beta', q('date=2025-01-01'), '2025-03-14')).toBe(
      '/dash/posts2?date=2025-01-01',
    );
  });

  it('keeps posts and planner on the old version or with no_redirection', () => {
    for (const screen of ['posts', 'planner'] as const) {
      expect(versionRedirect(screen, 'old', q())).toBeNull();
      expect(versionRedirect(screen, 'beta', q('no_redirection'))).toBeNull();
      expect(versionRedirect(screen, 'old', q('no_redirection=1'))).toBeNull();
    }
  });

  it('sends posts2 to planner on the old version, with its query', () => {
    expect(versionRedirect('posts2', 'old', q('post_id=1'))).toBe('/dash/planner?post_id=1');
  });

  it('keeps posts2 on the new version or with no_redirection', () => {
    expect(versionRedirect('posts2', 'beta', q())).toBeNull();
    expect(versionRedirect('posts2', 'old', q('no_redirection'))).toBeNull();
  });
});
