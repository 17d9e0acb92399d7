import type { SandboxAudienceInput } from '@pagewise/shared/sandbox-audience';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { requestInboxRead } from '../inbox/request-read.ts';
import { findPage } from '../pages/find-page.ts';
import { audiencePeople, streamOfType } from './audience.ts';
import { sandboxAudience, sandboxPosts } from './schema.ts';

const defaultWords = {
  comment: 'What a nice post!',
  message: 'Hello, I have a question.',
  mention: 'Have you seen this page?',
  review: 'Good service.',
  reaction: 'like',
} as const;

/**
 * The sandbox's audience writes on one of the caller's sandbox pages now: comments on its latest
 * post (or, with none, on the page as mentions), messages, mentions, reviews and reactions. Like a
 * network's webhook, it then asks for the page's inbox to be read at once.
 */
export async function produceAudience(
  context: AppContext,
  auth: Auth,
  pageId: string,
  input: SandboxAudienceInput,
): Promise<{ produced: number }> {
  const page = await findPage(context, auth, pageId, 'create');
  if (page.kind !== 'sandbox') throw new AppError('not_found', { message: 'Not a sandbox page' });
  const db = context.database.db;
  const [latest] = await db
    .select({ id: sandboxPosts.id })
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.pageId, page.remoteId), isNull(sandboxPosts.deletedAt)))
    .orderBy(desc(sandboxPosts.createdAt))
    .limit(1);
  const now = context.now();
  const wanted = [
    ...Array<'comment'>(input.comments).fill('comment'),
    ...Array<'message'>(input.messages).fill('message'),
    ...Array<'mention'>(input.mentions).fill('mention'),
    ...Array<'review'>(input.reviews).fill('review'),
    ...Array<'reaction'>(input.reactions).fill('reaction'),
  ];
  const rows = wanted.map((asked, index) => {
    const type = asked === 'comment' && !latest ? 'mention' : asked;
    const person = audiencePeople[index % audiencePeople.length] ?? audiencePeople[0];
    return {
      pageId: page.remoteId,
      type,
      authorName: person.name,
      text: type === 'reaction' ? defaultWords.reaction : (input.text ?? defaultWords[type]),
      rating: type === 'review' ? (input.rating ?? 1 + (index % 5)) : null,
      postId: (type === 'comment' || type === 'reaction') && latest ? latest.id : null,
      createdAt: now,
    };
  });
  await db.insert(sandboxAudience).values(rows);
  await requestInboxRead(context, page.id, [...new Set(rows.map((row) => streamOfType[row.type]))]);
  return { produced: rows.length };
}
