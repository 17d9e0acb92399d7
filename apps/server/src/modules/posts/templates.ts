import type { PostContent, PostTemplate } from '@pagewise/shared/posts/post';
import { postContent } from '@pagewise/shared/posts/post';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { checkPost } from './check-post.ts';
import { postTemplates } from './schema.ts';

const toTemplate = (row: typeof postTemplates.$inferSelect): PostTemplate => ({
  id: row.id,
  name: row.name,
  content: postContent.parse(row.content),
  createdAt: row.createdAt.toISOString(),
});

export async function listTemplates(context: Pick<AppContext, 'database'>, auth: Auth) {
  authorize(auth, 'read');
  const rows = await context.database.db
    .select()
    .from(postTemplates)
    .where(eq(postTemplates.accountId, auth.user.accountId))
    .orderBy(desc(postTemplates.createdAt));
  return { templates: rows.map(toTemplate) };
}

export async function createTemplate(
  context: Pick<AppContext, 'database' | 'config' | 'now'>,
  auth: Auth,
  input: { name: string; content: PostContent },
): Promise<PostTemplate> {
  authorize(auth, 'create');
  // A template is a draft's content: it refers only to the caller's pages, files and posts.
  await checkPost(context, auth, {
    ...input.content,
    intent: 'draft',
    scheduledAt: null,
    confirmAlreadyPosted: false,
    resubmitForValidation: false,
    resendAssignment: false,
  });
  const [row] = await context.database.db
    .insert(postTemplates)
    .values({
      accountId: auth.user.accountId,
      name: input.name,
      // A template keeps the common text only: its networks' and pages' texts belong to one post.
      content: { ...input.content, networkTexts: {}, pageTexts: {} },
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new AppError('internal_error');
  return toTemplate(row);
}

export async function deleteTemplate(context: Pick<AppContext, 'database'>, auth: Auth, id: string) {
  const [found] = isUuid(id)
    ? await context.database.db
        .select({ id: postTemplates.id })
        .from(postTemplates)
        .where(and(eq(postTemplates.id, id), eq(postTemplates.accountId, auth.user.accountId)))
        .limit(1)
    : [];
  if (!found) throw new AppError('not_found', { message: 'Template not found' });
  authorize(auth, 'delete');
  await context.database.db.delete(postTemplates).where(eq(postTemplates.id, found.id));
}
