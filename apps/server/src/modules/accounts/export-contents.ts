import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { listBots } from '../bots/list-bots.ts';
import { listNotes } from '../collaboration/notes.ts';
import { listGroups } from '../groups/groups.ts';
import { toMedia } from '../media/find-media.ts';
import { listAccountMedia } from '../media/list-account-media.ts';
import { listPages } from '../pages/list-pages.ts';
import { listHistory } from '../posts/history.ts';
import { listPosts } from '../posts/list-posts.ts';
import { listTemplates } from '../posts/templates.ts';
import { listSources } from '../sources/list-sources.ts';
import { listUsers } from '../users/list-users.ts';
import { exportReadme } from './export-readme.ts';
import { accounts } from './schema.ts';
import type { ArchiveEntry } from './zip-stream.ts';

type Context = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger' | 'now'>;

/** Progress as the archive is written (100 is for the finished archive); the media files are the bulk. */
export type ProgressListener = (percent: number) => Promise<void>;
const afterJsonFiles = 10;
const postsPerRead = 200;

const encoder = new TextEncoder();
const jsonFile = (name: string, value: unknown): ArchiveEntry => ({
  name,
  compress: true,
  content: [encoder.encode(`${JSON.stringify(value, null, 2)}\n`)],
});

/**
 * Everything the account owns, file by file, read through each domain's own services as the
 * requesting administrator sees it. Media files are read from storage as they are zipped.
 */
export async function* exportContents(
  context: Context,
  auth: Auth,
  onProgress: ProgressListener,
): AsyncGenerator<ArchiveEntry> {
  const db = context.database.db;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, auth.user.accountId)).limit(1);
  if (!account) throw new Error('the account no longer exists');
  yield jsonFile('account.json', {
    id: account.id,
    name: account.name,
    partner: account.partner,
    createdAt: account.createdAt.toISOString(),
    // The plan chosen (free until a paid one is confirmed) and its trial.
    plan: account.plan,
    billingPeriod: account.billingPeriod,
    trialEndsAt: account.trialEndsAt.toISOString(),
    trialClosedAt: account.trialClosedAt?.toISOString() ?? null,
  });
  yield jsonFile('users.json', { users: await listUsers(context, auth) });
  yield jsonFile('pages.json', { pages: await listPages(context, auth) });
  yield jsonFile('groups.json', { groups: await listGroups(context, auth) });
  yield { name: 'posts.json', compress: true, content: postsJson(context, auth) };
  yield jsonFile('post-templates.json', await listTemplates(context, auth));
  yield jsonFile('sources.json', { sources: await listSources(context, auth) });
  yield jsonFile('bots.json', { bots: await listBots(context, auth) });
  await onProgress(afterJsonFiles);

  const files = await listAccountMedia(db, auth.user.accountId);
  const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  let doneBytes = 0;
  const listed = [];
  for (const file of files) {
    const content = context.storage.open(file.storageKey);
    // A file lost from storage is listed without one rather than making the whole export impossible.
    const found = await once(content, 'ready').then(
      () => true,
      (error: unknown) => {
        context.logger.error({ err: error, mediaId: file.id }, 'media file missing from storage');
        return false;
      },
    );
    // Only characters some systems refuse in file names are replaced; the id keeps names apart.
    const path = found ? `media/${file.id}-${file.fileName.replace(/[<>:"/\\|?*]/g, '_')}` : null;
    if (path) yield { name: path, compress: false, content };
    listed.push({ ...toMedia(context, file), file: path });
    doneBytes += file.bytes;
    await onProgress(afterJsonFiles + Math.floor(((99 - afterJsonFiles) * doneBytes) / (totalBytes || 1)));
  }
  yield jsonFile('media.json', { media: listed });
  yield {
    name: 'README.txt',
    compress: true,
    content: [encoder.encode(exportReadme({ accountName: account.name, createdAt: context.now() }))],
  };
}

/** `{ "posts": [...] }`, written a few posts at a time: an account may have many thousands. */
async function* postsJson(context: Context, auth: Auth): AsyncGenerator<Uint8Array> {
  yield encoder.encode('{\n  "posts": [');
  let first = true;
  for (let offset = 0; ; offset += postsPerRead) {
    const { posts } = await listPosts(context, auth, { status: 'all', limit: postsPerRead, offset });
    for (const post of posts) {
      const { entries } = await listHistory(context, post.id);
      const notes = await listNotes(context, { kind: 'user', auth }, post.id);
      const text = JSON.stringify({ ...post, history: entries, notes }, null, 2).replaceAll('\n', '\n    ');
      yield encoder.encode(`${first ? '' : ','}\n    ${text}`);
      first = false;
    }
    if (posts.length < postsPerRead) break;
  }
  yield encoder.encode(`${first ? '' : '\n  '}]\n}\n`);
}
