import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { isCustomised } from '@pagewise/shared/posts/custom-texts';
import type { Post, Target } from '@pagewise/shared/posts/post';
import type { AppContext } from '../../platform/context.ts';
import { queryPrepared, rowOf } from '../../platform/statements.ts';
import { validationOf } from '../collaboration/validation-of.ts';
import { findMediaFiles } from '../media/find-media.ts';
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

/** A publication with its page's name and kind, as `targetsOfPost` reads it (column names). */
export type RawTarget = { target: Record<string, unknown>; page_name: string; page_kind: string };

/**
 * A post's publications with their pages, by page name, as one JSON array (`RawTarget`s) or null:
 * a subquery for the statement that reads the posts, `postId` being its post id column.
 */
export function targetsOfPost(postId: string): string {
  return `select json_agg(json_build_object('target', t, 'page_name', g.name, 'page_kind', g.kind) order by g.name)
    from post_targets t join pages g on g.id = t.page_id where t.post_id = ${postId}`;
}

/**
 * Posts as the API answers them: content, each target with its page, and the media facts. The
 * publications are read here, or taken from `targetsOf` when the caller's statement read them.
 */
export async function toPublicPosts(
  context: Pick<AppContext, 'database' | 'config'>,
  rows: PostRow[],
  targetsOf?: (postId: string) => RawTarget[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const read = targetsOf ?? (await readTargets(context, rows));
  const byPost = new Map<string, TargetWithPage[]>();
  for (const row of rows) {
    byPost.set(
      row.id,
      read(row.id).map((raw) => ({
        target: rowOf(postTargets, raw.target),
        pageName: raw.page_name,
        pageKind: raw.page_kind,
      })),
    );
  }
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
      customised: isCustomised(row),
      media: ids.flatMap((id) => media.get(id) ?? []),
      warnings: row.warnings,
      validation: validations(row),
    };
  });
}

/** The publications of these posts, by post, in one prepared statement. */
async function readTargets(
  context: Pick<AppContext, 'database'>,
  rows: PostRow[],
): Promise<(postId: string) => RawTarget[]> {
  const found = await queryPrepared<{ id: string; targets: RawTarget[] | null }>(
    context.database,
    'targets_of_posts',
    `select p.id, (${targetsOfPost('p.id')}) as targets from unnest($1::uuid[]) p (id)`,
    [rows.map((row) => row.id)],
  );
  const byPost = new Map(found.map((row) => [row.id, row.targets ?? []]));
  return (postId) => byPost.get(postId) ?? [];
}
