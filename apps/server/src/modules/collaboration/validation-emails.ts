import type { Language } from '@pagewise/shared/languages';
import { webLinks } from '@pagewise/shared/routes';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import { accounts } from '../accounts/schema.ts';
import { composeEmail } from '../notifications/compose-email.ts';
import type { EmailKind } from '../notifications/email-texts.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import type { PostRow } from '../posts/schema.ts';
import { notificationRecipients } from '../users/recipients.ts';
import { type UserRow, users } from '../users/schema.ts';
import { type Actor, actorName } from './actor.ts';
import { validatorAccessUrl } from './validator-link.ts';
import { type ValidatorRow, validators } from './validator-schema.ts';

type Context = Pick<AppContext, 'database' | 'queue' | 'config' | 'secrets' | 'logger'>;

/**
 * Who hears of a post's validation: a user of the account (their "validations and notes" flag and
 * a confirmed address apply: notificationRecipients decides), or an external validator, who has
 * no settings and always hears, through the link of their shared planner.
 */
type Recipient = { kind: 'user'; user: UserRow } | { kind: 'validator'; validator: ValidatorRow };

const excerptLength = 80;
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > excerptLength ? `${line.slice(0, excerptLength - 1)}…` : line;
};

/** The users among `ids` who want validation e-mails. */
async function usersWanting(context: Context, accountId: string, ids: (string | null)[]) {
  const wanted = new Set(ids.filter((id): id is string => id !== null));
  if (wanted.size === 0) return [];
  const all = await notificationRecipients(context.database.db, { accountId, flag: 'validations' });
  return all.filter((user) => wanted.has(user.id));
}

async function validatorOf(context: Context, post: PostRow): Promise<ValidatorRow | null> {
  if (!post.assigneeValidatorId) return null;
  const [row] = await context.database.db
    .select()
    .from(validators)
    .where(and(eq(validators.id, post.assigneeValidatorId), eq(validators.accountId, post.accountId)))
    .limit(1);
  return row ?? null;
}

/**
 * External validators have no language setting: they read the language of the team member who
 * writes to them, or of the post's author when the engine does.
 */
async function teamLanguage(context: Context, post: PostRow, actor?: Actor): Promise<Language> {
  if (actor?.kind === 'user') return actor.auth.user.language;
  if (!post.createdBy) return 'en';
  const [author] = await context.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, post.createdBy))
    .limit(1);
  return author?.language ?? 'en';
}

async function accountName(context: Context, accountId: string) {
  const [row] = await context.database.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.name ?? '';
}

async function send(
  context: Context,
  recipient: Recipient,
  input: { kind: EmailKind; post: PostRow; language: Language; values: Record<string, string> },
) {
  const link =
    recipient.kind === 'user'
      ? `${context.config.publicUrl}${webLinks.postDetail(input.post.id)}`
      : validatorAccessUrl(context, recipient.validator);
  // A revoked link opens nothing: its validator no longer hears from the account.
  if (!link) return;
  const person = recipient.kind === 'user' ? recipient.user : recipient.validator;
  const language = recipient.kind === 'user' ? recipient.user.language : input.language;
  await queueEmail(
    context,
    composeEmail({
      kind: input.kind,
      language,
      to: person.email,
      name: person.firstname,
      link,
      values: { ...input.values, post: excerpt(input.post.message) },
    }),
  );
}

/** E-mails are a consequence, never a condition: a failure to queue one is logged, the change stands. */
async function safely(context: Context, what: string, postId: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    context.logger.error({ err: error, postId }, `${what} e-mail could not be queued`);
  }
}

/**
 * The assignee hears they have a post to validate (not when they assigned it to themselves): the
 * full e-mail for a team member who may edit; the reduced one, with only "validate", for a viewer
 * or an external validator (spec §6).
 */
export function emailAssignment(context: Context, post: PostRow, actor: Actor) {
  return safely(context, 'assignment', post.id, async () => {
    const values = { actor: actorName(actor), account: await accountName(context, post.accountId) };
    const self = actor.kind === 'user' ? actor.auth.user.id : null;
    const [user] = await usersWanting(
      context,
      post.accountId,
      [post.assigneeId].filter((id) => id !== self),
    );
    if (user) {
      const kind = user.role === 'viewer' ? 'post_assigned_viewer' : 'post_assigned';
      await send(context, { kind: 'user', user }, { kind, post, language: user.language, values });
    }
    const validator = await validatorOf(context, post);
    if (validator) {
      await send(
        context,
        { kind: 'validator', validator },
        { kind: 'post_assigned_viewer', post, language: await teamLanguage(context, post, actor), values },
      );
    }
  });
}

/** The author hears their post was validated, unless they validated it themselves. */
export function emailValidated(context: Context, post: PostRow, actor: Actor) {
  return safely(context, 'validated', post.id, async () => {
    const self = actor.kind === 'user' ? actor.auth.user.id : null;
    if (post.createdBy === self) return;
    const [author] = await usersWanting(context, post.accountId, [post.createdBy]);
    if (!author) return;
    await send(
      context,
      { kind: 'user', user: author },
      { kind: 'post_validated', post, language: author.language, values: { actor: actorName(actor) } },
    );
  });
}

/** A new note reaches the post's author and its assignee, never the one who wrote it. */
export function emailNote(context: Context, post: PostRow, actor: Actor, text: string) {
  return safely(context, 'note', post.id, async () => {
    const writer = actor.kind === 'user' ? actor.auth.user.id : actor.validator.id;
    const values = { actor: actorName(actor), note: text };
    const people = await usersWanting(
      context,
      post.accountId,
      [post.createdBy, post.assigneeId].filter((id) => id !== writer),
    );
    for (const user of people)
      await send(
        context,
        { kind: 'user', user },
        { kind: 'post_note', post, language: user.language, values },
      );
    const validator = post.assigneeValidatorId !== writer ? await validatorOf(context, post) : null;
    if (validator) {
      await send(
        context,
        { kind: 'validator', validator },
        { kind: 'post_note', post, language: await teamLanguage(context, post, actor), values },
      );
    }
  });
}

/**
 * Spec §4: a post not validated at its time is blocked; its assignee and its owner hear of it.
 * The owner is the author, or the account's administrators once the author is gone.
 */
export function emailBlocked(context: Context, post: PostRow, at: { pageName: string; dueAt: Date }) {
  return safely(context, 'blocked', post.id, async () => {
    const wanting = await notificationRecipients(context.database.db, {
      accountId: post.accountId,
      flag: 'validations',
    });
    const owners = post.createdBy
      ? wanting.filter((user) => user.id === post.createdBy)
      : wanting.filter((user) => user.role === 'administrator');
    const assignee = wanting.filter((user) => user.id === post.assigneeId);
    const accountZone = await accountTimeZone(context.database.db, post.accountId);
    for (const user of new Set([...owners, ...assignee])) {
      await send(
        context,
        { kind: 'user', user },
        {
          kind: 'post_blocked',
          post,
          language: user.language,
          values: {
            page: at.pageName,
            date: formatDate(at.dueAt, readerOf(user, accountZone), true),
          },
        },
      );
    }
    const validator = await validatorOf(context, post);
    if (validator) {
      const language = await teamLanguage(context, post);
      await send(
        context,
        { kind: 'validator', validator },
        {
          kind: 'post_blocked',
          post,
          language,
          values: {
            page: at.pageName,
            date: formatDate(at.dueAt, { language, timeZone: accountZone }, true),
          },
        },
      );
    }
  });
}
