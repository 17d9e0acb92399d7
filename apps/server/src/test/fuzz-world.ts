import { randomUUID } from 'node:crypto';
import { plannerTokenHeader } from '@pagewise/shared/collaboration';
import { and, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '../modules/api-keys/schema.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { findValidatorByToken } from '../modules/collaboration/validator-link.ts';
import { plainImage } from '../modules/media/test-files.ts';
import { users } from '../modules/users/schema.ts';
import { hashToken } from '../platform/crypto.ts';
import { buildTeamMember, buildUser, strongPassword } from './factories.ts';
import type { Known } from './fuzz-values.ts';
import { call, sandboxPage, uploadMedia } from './posts.ts';
import type { TestApp } from './test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
/** An account's items by kind (`page`, `post`…), as the fuzzer names the kinds of ids. */
type Items = Record<string, string[]>;

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function created(response: { statusCode: number; body: string; json(): unknown }): Promise<string> {
  if (response.statusCode >= 300) throw new Error(`fuzz world: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A new external validator of the account, sharing `pageId`, and the token of their link. */
async function validatorLink(test: TestApp, who: Who, pageId: string) {
  const response = await call(test, who, 'POST', '/api/validators', {
    firstname: 'Vera',
    lastname: 'Fuzz',
    email: `vera-${randomUUID()}@client.example`,
    pageIds: [pageId],
  });
  const id = await created(response);
  const { accessUrl } = response.json() as { accessUrl: string };
  return { id, token: decodeURIComponent(new URL(accessUrl).hash.split('token=')[1] ?? '') };
}

/** A new API key of the account: its id, and the key itself. */
async function newApiKey(test: TestApp, who: Who) {
  const response = await call(test, who, 'POST', '/api/api-keys', { name: 'Fuzz key' });
  const id = await created(response);
  return { id, key: (response.json() as { key: string }).key };
}

/**
 * A logged-in administrator with one item of every kind the API names by id (pages in a group, a
 * draft and a scheduled post, a template, a file, a source, a bot, a team member, a validator and
 * their link, an export), so that ids in paths and bodies lead somewhere.
 */
async function buildAccount(test: TestApp, image: Buffer) {
  const who = await buildUser(test);
  const page = await sandboxPage(test, who, 'Fuzz page');
  const otherPage = await sandboxPage(test, who, 'Fuzz second page');
  const post = await created(
    await call(test, who, 'POST', '/api/posts', { intent: 'draft', pageIds: [page], message: 'Fuzz draft' }),
  );
  const scheduled = await created(
    await call(test, who, 'POST', '/api/posts', {
      intent: 'schedule',
      pageIds: [page, otherPage],
      message: 'Fuzz post',
      scheduledAt: inHours(48),
    }),
  );
  const targets = (
    (await call(test, who, 'GET', `/api/posts/${scheduled}`)).json() as { targets: { id: string }[] }
  ).targets;
  const media = await uploadMedia(test, who, image, 'fuzz.png');
  const validator = await validatorLink(test, who, page);
  const apiKey = await newApiKey(test, who);
  const items: Items = {
    page: [page, otherPage],
    post: [post, scheduled],
    target: targets.map((target) => target.id),
    group: [
      await created(
        await call(test, who, 'POST', '/api/groups', { name: 'Fuzz group', pageIds: [page, otherPage] }),
      ),
    ],
    template: [
      await created(
        await call(test, who, 'POST', '/api/post-templates', { name: 'Fuzz', content: { message: 'Hello' } }),
      ),
    ],
    media: [media],
    source: [
      await created(
        await call(test, who, 'POST', '/api/sources', {
          name: 'Fuzz source',
          type: 'rss',
          url: 'https://feeds.invalid/rss.xml',
        }),
      ),
    ],
    bot: [
      await created(
        await call(test, who, 'POST', '/api/bots', {
          pageId: page,
          name: 'Fuzz bot',
          type: 'none',
          frequency: 'manual',
        }),
      ),
    ],
    user: [(await buildTeamMember(test, who, 'editor')).user.id],
    validator: [validator.id],
    export: [await created(await call(test, who, 'POST', '/api/account/exports'))],
    // `/api/api-keys/{id}`: the fuzzer names the kind by the path's last word.
    key: [apiKey.id],
  };
  return { who, items, plannerToken: validator.token, apiKey: apiKey.key };
}

export type FuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;

/** The fuzzing user's account and another account, whose ids must never be taken for the user's. */
export async function buildFuzzWorld(test: TestApp) {
  const image = await plainImage('png', 32, 32);
  let own = await buildAccount(test, image);
  const stranger = await buildAccount(test, image);
  const allOf = (items: Items) => Object.values(items).flat();

  const known: Known = {
    ids: (kind) => (kind === undefined ? allOf(own.items) : (own.items[kind] ?? [])),
    foreignIds: (kind) => (kind === undefined ? allOf(stranger.items) : (stranger.items[kind] ?? [])),
    get email() {
      return own.who.email;
    },
    password: strongPassword,
  };

  return {
    known,
    /** Every id of the other account: none may ever appear in an answer to the fuzzing user. */
    foreignIds: allOf(stranger.items),
    /** The caller's credentials; an operation opened by an API key (`apiKey`) gets the account's key. */
    headers(credential: 'session' | 'none' | 'junk', schemes: string[] = []): Record<string, string> {
      if (credential === 'none') return {};
      if (credential === 'junk')
        return { authorization: `Bearer ${randomUUID()}`, [plannerTokenHeader]: 'junk' };
      if (schemes.includes('apiKey')) return { authorization: `Bearer ${own.apiKey}` };
      return { ...own.who.headers, [plannerTokenHeader]: own.plannerToken };
    },
    /**
     * After a call that changed something: a logout, a password change or an account deletion may
     * have ended the session, a renewed or revoked link the validator's token, a revocation the API
     * key. The run goes on with a new session, a new link, a new key, or a new account.
     */
    async keepAlive() {
      const db = test.app.context.database.db;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, own.who.user.id));
      if (!user) {
        own = await buildAccount(test, image);
        return;
      }
      const me = await call(test, own.who, 'GET', '/api/users/me');
      if (me.statusCode === 401) {
        const session = await createSession(test.app.context, { userId: user.id, kind: 'user' });
        own.who = { ...own.who, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
      }
      if (!(await findValidatorByToken(test.app.context, own.plannerToken))) {
        // The link's page may be gone too: the validator gets whichever page the account still has.
        const listed = (await call(test, own.who, 'GET', '/api/pages')).json() as { pages: { id: string }[] };
        const page = listed.pages[0]?.id ?? (await sandboxPage(test, own.who, 'Fuzz page for a link'));
        own.plannerToken = (await validatorLink(test, own.who, page)).token;
      }
      const [key] = await db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, hashToken(own.apiKey)), isNull(apiKeys.revokedAt)));
      if (!key) own.apiKey = (await newApiKey(test, own.who)).key;
    },
  };
}
