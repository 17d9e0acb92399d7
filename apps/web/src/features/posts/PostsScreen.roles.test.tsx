import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { meAs } from '../settings/test-fixtures.ts';
import { buildPost, firstPage, ok, openPosts, stubPosts } from './test-fixtures.ts';

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const scheduled = buildPost({ id: 'post-1', message: 'Fresh bread this morning' });

async function openPostsAs(role: 'editor' | 'writer' | 'viewer', path?: string) {
  stubPosts({ 'GET /users/me': ok(meAs(role)), [firstPage]: ok({ posts: [scheduled], total: 1 }) });
  await openPosts(path);
  return screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
}

const actionsOf = (post: HTMLElement) => ({
  links: within(post)
    .queryAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => name !== 'View the published post'),
  buttons: within(post)
    .queryAllByRole('button')
    .map((button) => button.textContent),
});

describe('post actions by role', () => {
  it('leaves an editor every action on a scheduled post', async () => {
    const post = await openPostsAs('editor');
    expect(actionsOf(post)).toEqual({
      links: ['Edit', 'Duplicate'],
      buttons: ['Details', 'Reschedule', 'Publish now', 'History', 'Delete'],
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New post' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeTruthy();
  });

  it('lets a writer edit and duplicate, not reschedule, publish or delete', async () => {
    const post = await openPostsAs('writer');
    expect(actionsOf(post)).toEqual({ links: ['Edit', 'Duplicate'], buttons: ['Details', 'History'] });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New post' })).toBeTruthy();
  });

  it('lets a viewer read the post and its history only', async () => {
    const post = await openPostsAs('viewer');
    expect(actionsOf(post)).toEqual({ links: [], buttons: ['Details', 'History'] });
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'New post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });

  it('asks no writer to publish now from a failure e-mail', async () => {
    await openPostsAs('writer', '/dash/posts?publish_now=post-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
