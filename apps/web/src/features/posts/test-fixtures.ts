import { type Post, post, type Target } from '@pagewise/shared/posts/post';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';

export { apiError } from '../pages/test-fixtures.ts';

export function buildTarget(overrides: Partial<Target> = {}): Target {
  return {
    id: 'target-1',
    pageId: 'p1',
    pageName: 'Boulangerie Durand',
    pageKind: 'facebook_page',
    status: 'scheduled',
    dueAt: '2026-03-05T12:00:00.000Z',
    postedAt: null,
    remoteId: null,
    url: null,
    errorKey: null,
    errorDetail: null,
    latenessMs: null,
    attempts: 0,
    uncertain: false,
    ...overrides,
  };
}

/** A post as the server sends it (content defaults filled by the shared schema). */
export function buildPost(overrides: Partial<Post> = {}): Post {
  return post.parse({
    id: 'post-1',
    origin: 'manual',
    message: 'Fresh bread this morning',
    scheduledAt: '2026-03-05T12:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    createdBy: null,
    targets: [buildTarget()],
    customised: false,
    media: [],
    warnings: [],
    validation: { state: 'none', assignee: null, decidedAt: null, decidedByName: null },
    ...overrides,
  });
}

export const testPages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
  buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram' }),
];

export const ok = (body: unknown) => ({ status: 200, body });

/** The first page of the unfiltered list, as the screen asks for it. */
export const firstPage = 'GET /posts?status=all&limit=50&offset=0';

type Answers = Parameters<typeof stubDash>[0];

/** A signed-in user on the classic version (posts is not redirected to posts2) with these pages. */
export function stubPosts(answers: Answers) {
  localStorage.setItem('version', 'old');
  return stubDash({ 'GET /pages': ok({ pages: testPages }), ...answers });
}

export async function openPosts(path = '/dash/posts') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Posts' }, { timeout: 5000 });
  return view;
}

/** Files the screen hands to the browser as downloads (restored by `vi.restoreAllMocks`). */
export function captureDownloads() {
  const downloads: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}
