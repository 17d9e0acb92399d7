import { call } from '../../test/posts.ts';
import type { TestApp } from '../../test/test-app.ts';

/** `GET /api/bots/previews` as the planner asks it: a range (ISO times) and, optionally, some pages. */
export function previewsOf(
  test: TestApp,
  who: Parameters<typeof call>[1],
  range: { from: string; to: string; pageId?: string },
) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (range.pageId) query.set('pageIds', range.pageId);
  return call(test, who, 'GET', `/api/bots/previews?${query}`);
}
