import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { keptTexts } from '@pagewise/shared/posts/custom-texts';
import type { SavePostRequest } from '@pagewise/shared/posts/post';
import { validatePost } from '@pagewise/shared/posts/validate-post';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findMediaFacts } from '../media/find-media.ts';
import { pages } from '../pages/schema.ts';
import { assertPlanAllows } from '../plans/assert-plan.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { pageScopeCondition } from '../users/access.ts';
import { storyOrderIssues } from './story-order.ts';

/** Issues saying that a post refers to something the caller does not have. */
const unknownReferenceKeys: readonly string[] = [
  'post.page_unknown',
  'post.media_unknown',
  'post.story_post_unknown',
];

/**
 * The server's check of a post, with the same rules the composer ran as the user typed, against
 * the facts the server measured itself. A draft may be incomplete: its problems are kept as
 * warnings; scheduling or publishing needs a post with no error at all.
 */
export async function checkPost(
  context: Pick<AppContext, 'database' | 'config' | 'now'>,
  auth: Auth,
  request: SavePostRequest,
) {
  const pageIds = [...new Set(request.pageIds)];
  const pageRows =
    pageIds.filter(isUuid).length === 0
      ? []
      : await context.database.db
          .select({ id: pages.id, kind: pages.kind, connectionMode: pages.connectionMode })
          .from(pages)
          .where(
            and(
              eq(pages.accountId, auth.user.accountId),
              inArray(pages.id, pageIds.filter(isUuid)),
              // A page the user cannot reach is, to them, like another account's: unknown.
              pageScopeCondition(auth, pages.id),
            ),
          );
  const media = await findMediaFacts(context, auth.user.accountId, [
    ...request.mediaIds,
    ...(request.thumbnailMediaId ? [request.thumbnailMediaId] : []),
    ...(request.documentMediaId ? [request.documentMediaId] : []),
  ]);
  const pageFacts = pageRows.map((row) => ({
    id: row.id,
    kind: row.kind as NetworkKind,
    concierge: row.connectionMode === 'concierge',
  }));
  const validation = validatePost({ ...request, pageIds }, { pages: pageFacts, media, now: context.now() });
  const errors = [...validation.errors, ...(await storyOrderIssues(context, auth, request))];
  if (request.intent !== 'draft' && errors.length > 0) {
    throw new AppError('invalid_data', {
      message: 'The post has problems',
      fields: Object.fromEntries(errors.map((issue) => [issue.field, issue.key])),
      details: { issues: errors },
    });
  }
  // Even a draft refers only to the caller's own items: another account's page, file or post, a
  // deleted one or a malformed id reads as unknown, and is refused.
  const foreign = errors.filter((issue) => unknownReferenceKeys.includes(issue.key));
  if (foreign.length > 0) {
    const fields = Object.fromEntries(foreign.map((issue) => [issue.field, issue.key]));
    throw new AppError('invalid_data', { fields, details: { issues: foreign } });
  }
  // A page its account's plan leaves over its number is read-only: it takes no new post, not even a draft.
  await assertWithinPlan(
    context.database.db,
    auth.user.accountId,
    'pages',
    pageRows.map((row) => row.id),
  );
  // Stories are a row of the plans: a plan without them takes no story, not even a draft.
  if (request.kind === 'story') await assertPlanAllows(context.database.db, auth.user.accountId, 'stories');
  // So is tagging company pages on LinkedIn.
  if (request.tags.some((tag) => tag.trim() !== '') && pageFacts.some((page) => page.kind === 'linkedin'))
    await assertPlanAllows(context.database.db, auth.user.accountId, 'linkedinTagging');
  const warnings =
    request.intent === 'draft' ? [...validation.errors, ...validation.warnings] : validation.warnings;
  // The texts of the post's own networks and pages are kept, blank ones dropped.
  return { pageIds: pageRows.map((row) => row.id), warnings, texts: keptTexts(request, pageFacts) };
}
