import type { DatabaseHandle } from '../../platform/database.ts';
import { relaxedCommit } from '../publishing/rows.ts';

export type PostToStore = {
  pageId: string;
  idempotencyKey: string;
  copy: number;
  text: string;
  link: string | null;
  media: string;
  /** JSON of the post's details, or null. */
  details: string | null;
  createdAt: string;
  tokenHash: string;
};
type Stored = { id: string; pageId: string };
type Waiting = { post: PostToStore; resolve(row: Stored | undefined): void; reject(error: unknown): void };

/**
 * The sandbox's "publish": one statement checks each page's token and stores the posts. Calls
 * arriving together are stored together, as a network's ingestion would group them: one
 * statement per burst instead of one per post. It commits without waiting for the disk
 * (`synchronous_commit` off for this transaction only): the sandbox plays a remote network,
 * whose durability is not the product's, and must not be what the publishing benchmark
 * measures. (The engine's claims stay synchronous; its outcomes need not be, see
 * `record-outcomes.ts`.) With copy 0, the idempotency key makes a
 * repeated call store nothing new (its row is then looked up by the caller). The statement is the
 * same for any number of posts (one array per column), so each connection prepares it once.
 */
const statement = `with ${relaxedCommit}, incoming (page_id, idempotency_key, copy, text, link, media, details, created_at, token_hash) as (
    select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::timestamptz[], $9::text[])
  )
  insert into sandbox_posts (page_id, idempotency_key, copy, text, link, media, details, created_at)
  select p.id, i.idempotency_key, i.copy, i.text, i.link, i.media::jsonb, i.details::jsonb, i.created_at
  from incoming i join sandbox_pages p
    on p.id = (case when i.page_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then i.page_id::uuid end)
    and p.revoked_at is null and p.token_hash = i.token_hash
  cross join relaxed
  on conflict do nothing
  returning id, page_id as "pageId", idempotency_key as "key", copy`;

export function createPostStore(database: DatabaseHandle) {
  let waiting: Waiting[] = [];

  async function flush() {
    const batch = waiting;
    waiting = [];
    // One array per column: the statement is the same, with 9 parameters, however many posts.
    const column = (pick: (post: PostToStore) => unknown) => batch.map(({ post }) => pick(post));
    const values = [
      column((post) => post.pageId),
      column((post) => post.idempotencyKey),
      column((post) => post.copy),
      column((post) => post.text),
      column((post) => post.link),
      column((post) => post.media),
      column((post) => post.details),
      column((post) => post.createdAt),
      column((post) => post.tokenHash),
    ];
    try {
      type Row = Stored & { key: string; copy: number };
      const rows =
        database.kind === 'postgres'
          ? (await database.pool.query<Row>({ name: 'sandbox-store-posts', text: statement, values })).rows
          : (await database.pglite.query<Row>(statement, values)).rows;
      const byKey = new Map(rows.map((row) => [`${row.pageId}|${row.key}|${row.copy}`, row]));
      for (const { post, resolve } of batch) {
        const row = byKey.get(`${post.pageId}|${post.idempotencyKey}|${post.copy}`);
        resolve(row ? { id: row.id, pageId: row.pageId } : undefined);
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  return {
    /** The stored row, or nothing when the token is refused or the key was stored before. */
    store(post: PostToStore): Promise<Stored | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ post, resolve, reject });
        if (waiting.length === 1) setImmediate(flush);
      });
    },
  };
}
