import { networkKinds } from '@pagewise/shared/networks/kinds';
import { networkTextColumn, pageTextColumn } from '@pagewise/shared/posts/csv-columns';
import type { PostStatusFilter } from '@pagewise/shared/posts/post';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { reachesPage } from '../users/access.ts';
import { listPosts } from './list-posts.ts';

export const exportColumns = [
  'post_id',
  'page',
  'network',
  'status',
  'kind',
  'message',
  'link',
  'scheduled_at',
  'posted_at',
  'url',
  'error',
  // The texts of its own (the import reads the same columns): the page's, then each network's.
  pageTextColumn,
  ...networkKinds.map(networkTextColumn),
];

/**
 * A cell as RFC 4180 wants it; a leading =, +, - or @ is defused so that a spreadsheet shows
 * the text instead of running it as a formula (CSV injection).
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every publication of the posts the caller sees, on the pages they reach (one row per page), for a spreadsheet. */
export async function exportPosts(
  context: Pick<AppContext, 'database' | 'config'>,
  auth: Auth,
  status: PostStatusFilter,
): Promise<string> {
  const lines = [exportColumns.join(',')];
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    const { posts } = await listPosts(context, auth, { status, limit: pageSize, offset });
    for (const post of posts) {
      for (const target of post.targets) {
        if (status !== 'all' && target.status !== status) continue;
        if (!reachesPage(auth, target.pageId)) continue;
        lines.push(
          [
            post.id,
            target.pageName,
            target.pageKind,
            target.status,
            post.kind,
            post.message,
            post.link,
            target.dueAt ?? post.scheduledAt,
            target.postedAt,
            target.url,
            target.errorKey,
            post.pageTexts[target.pageId],
            ...networkKinds.map((kind) => post.networkTexts[kind]),
          ]
            .map(csvCell)
            .join(','),
        );
      }
    }
    if (posts.length < pageSize) break;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
