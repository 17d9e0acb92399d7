import type { AddNoteRequest, PostNote } from '@pagewise/shared/collaboration';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { authorize } from '../users/access.ts';
import { type Actor, actorName } from './actor.ts';
import { findActorPost } from './find-actor-post.ts';
import { type PostNoteRow, postNotes } from './schema.ts';
import { emailNote } from './validation-emails.ts';

function toPostNote(row: PostNoteRow): PostNote {
  return {
    id: row.id,
    postId: row.postId,
    kind: row.kind,
    authorName: row.authorName,
    authorKind: row.authorKind,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who may read and write notes: anyone who sees the post (a user with `read`, or its validator). */
async function notedPost(context: Pick<AppContext, 'database'>, actor: Actor, postId: string) {
  const post = await findActorPost(context, actor, postId);
  if (actor.kind === 'user') authorize(actor.auth, 'read');
  return post;
}

/** The notes and comments of a post, oldest first, each with its author and date. */
export async function listNotes(
  context: Pick<AppContext, 'database'>,
  actor: Actor,
  postId: string,
): Promise<PostNote[]> {
  const post = await notedPost(context, actor, postId);
  const rows = await context.database.db
    .select()
    .from(postNotes)
    .where(eq(postNotes.postId, post.id))
    .orderBy(asc(postNotes.createdAt), asc(postNotes.id));
  return rows.map(toPostNote);
}

/** Adds a note; the post's author and assignee hear of it (not its writer). */
export async function addNote(
  context: AppContext,
  actor: Actor,
  postId: string,
  request: AddNoteRequest,
): Promise<PostNote> {
  const post = await notedPost(context, actor, postId);
  const [row] = await context.database.db
    .insert(postNotes)
    .values({
      accountId: post.accountId,
      postId: post.id,
      kind: request.kind,
      authorKind: actor.kind,
      userId: actor.kind === 'user' ? actor.auth.user.id : null,
      validatorId: actor.kind === 'validator' ? actor.validator.id : null,
      authorName: actorName(actor),
      text: request.text,
      createdAt: context.now(),
    })
    .returning();
  if (!row) throw new AppError('internal_error');
  await emailNote(context, post, actor, request.text);
  return toPostNote(row);
}
