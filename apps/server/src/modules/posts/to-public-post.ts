import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Post, Target } from '@pagewise/shared/posts/post';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { validationOf } from '../collaboration/validation-of.ts';
import { findMediaFiles } from '../media/find-media.ts';
import { pages } from '../pages/schema.ts';
import { contentOf } from './content-of.ts';
import { type PostRow, postTargets, type TargetRow } from './schema.ts';

type TargetWithPage = { target: TargetRow; pageName: string; pageKind: string };

function toTarget({ target, pageName, pageKind }: TargetWithPage): Target {
  return {
    id: target.id,
    pageId: target.pageId,
    pageName,
    pageKind: pageKind as NetworkKind,
    status: target.status,
    dueAt: target.dueAt?.toISOString() ?? null,
    postedAt: target.postedAt?.toISOString() ?? null,
    remoteId: target.remoteId,
    url: target.url,
    errorKey: target.errorKey,
    errorDetail: target.errorDetail,
    latenessMs: target.latenessMs,
    attempts: target.attempts,
    uncertain: target.uncertain,
  };
}

/** Posts as the API answers them: content, each target with its page, and the media facts. */
export async function toPublicPosts(
  context: Pick<AppContext, 'database' | 'config'>,
  rows: PostRow[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const targets = await context.database.db
    .select({ target: postTargets, pageName: pages.name, pageKind: pages.kind })
    .from(postTargets)
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .where(
      inArray(
        postTargets.postId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(pages.name));
  const byPost = new Map<string, TargetWithPage[]>();
  for (const item of targets)
    byPost.set(item.target.postId, [...(byPost.get(item.target.postId) ?? []), item]);
  const accountId = rows[0]?.accountId ?? '';
  const mediaIds = rows.flatMap((row) => [...row.mediaIds, row.thumbnailMediaId, row.documentMediaId]);
  const media = new Map(
    (
      await findMediaFiles(
        context,
        accountId,
        mediaIds.filter((id): id is string => !!id),
      )
    ).map((item) => [item.id, item]),
  );
  const validations = await validationOf(context.database.db, rows);
  return rows.map((row) => {
    const own = byPost.get(row.id) ?? [];
    const ids = [...row.mediaIds, row.thumbnailMediaId, row.documentMediaId].filter(
      (id): id is string => !!id,
    );
    return {
      ...contentOf(
        row,
        own.map((item) => item.target.pageId),
      ),
      id: row.id,
      origin: row.origin,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      createdBy: row.createdBy,
      targets: own.map(toTarget),
      media: ids.flatMap((id) => media.get(id) ?? []),
      warnings: row.warnings,
      validation: validations(row),
    };
  });
}
