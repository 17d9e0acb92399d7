import type pg from 'pg';

export type InboxOwner = { accountId: string; userIds: string[]; pageIds: string[] };

/**
 * An agency's inbox written in bulk SQL (what is measured is reading it): one account, 5 users,
 * `pages` sandbox pages, `items` items over the last 365 days, round robin over the pages. Types:
 * 60 % comments, 15 % messages, 10 % mentions, 5 % ratings, the rest reactions and posts; status:
 * 20 % waiting, 65 % treated, 5 % each flagged, hidden, removed; evaluation: 70 % none, the rest
 * good, normal, bad; 1 in 4 assigned (to one of the 5 users). Comments hang from a post thread
 * per page and day, messages from a conversation per page and author; 1 post in 10 is pinned.
 */
export async function seedInbox(pool: pg.Pool, input: { pages: number; items: number }): Promise<InboxOwner> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const account = await client.query(`insert into accounts (name) values ('Bench agency') returning id`);
    const accountId = account.rows[0].id as string;
    const users = await client.query(
      `insert into users (account_id, firstname, lastname, email, password_hash, role, all_pages, email_confirmed_at)
       select $1::uuid, 'User', 'Number ' || n, 'bench-inbox-' || n || '-' || $1::text || '@example.com', 'x',
         case when n = 1 then 'administrator' else 'editor' end, true, now()
       from generate_series(1, 5) n returning id`,
      [accountId],
    );
    const userIds = users.rows.map((row) => row.id as string);
    const pages = await client.query(
      `insert into pages (account_id, kind, remote_id, name, sealed_credentials)
       select $1::uuid, 'sandbox', 'bench-' || n, 'Bench page ' || n, 'x' from generate_series(1, $2::int) n returning id`,
      [accountId, input.pages],
    );
    const pageIds = pages.rows.map((row) => row.id as string);
    // Threads: a post per page and 10-day period (pinned 1 in 10), a conversation per page and 50 authors.
    await client.query(
      `insert into inbox_threads (account_id, page_id, kind, remote_id, title, pinned, state, last_item_at)
       select $1::uuid, p, 'post', 'post-' || d, 'Post ' || d, d % 10 = 0, null, now()
       from unnest($2::uuid[]) p cross join generate_series(0, 36) d
       union all
       select $1::uuid, p, 'conversation', 'chat-' || a, 'Author ' || a, false,
         (array['in_progress','follow_up','unread','done','spam'])[1 + a % 5], now()
       from unnest($2::uuid[]) p cross join generate_series(0, 49) a`,
      [accountId, pageIds],
    );
    await client.query(
      `insert into inbox_items (account_id, page_id, thread_id, remote_id, type, status, evaluation, assignee_id,
         author_name, text, rating, received_at)
       select $1::uuid, page_id,
         case when type = 'comment' then (select id from inbox_threads t where t.page_id = s.page_id and t.kind = 'post' and t.remote_id = 'post-' || (day / 10))
              when type = 'message' then (select id from inbox_threads t where t.page_id = s.page_id and t.kind = 'conversation' and t.remote_id = 'chat-' || ((n / 20) % 50))
         end,
         'item-' || n, type,
         case when (n / 3) % 20 < 4 then 'waiting' when (n / 3) % 20 = 4 then 'flag' when (n / 3) % 20 = 5 then 'hided' when (n / 3) % 20 = 6 then 'removed' else 'treated' end,
         case when (n / 7) % 10 < 7 then 'none' when (n / 7) % 10 = 7 then 'good' when (n / 7) % 10 = 8 then 'normal' else 'bad' end,
         case when (n / 11) % 4 = 0 then ($3::uuid[])[1 + (n / 13) % 5] end,
         'Author ' || (n % 50) || ' ' || (array['Martin','Bernard','Dubois','Thomas','Robert','Petit'])[1 + n % 6],
         (array['Lovely bread', 'When do you open on Sunday?', 'The croissants were stale', 'Great service, thank you',
                'Do you deliver to Lyon?', 'Price of the birthday cake?', 'Best bakery in town'])[1 + n % 7]
           || ' #' || n || ' ' || md5(n::text),
         case when type = 'rating' then 1 + n % 5 end,
         now() - (n::float / $4::int) * interval '365 days'
       from (
         select n, (array_agg_page)[1 + n % $5::int] as page_id,
           floor((n::float / $4::int) * 365)::int as day,
           case when n % 20 < 12 then 'comment' when n % 20 < 15 then 'message' when n % 20 < 17 then 'mention'
                when n % 20 = 17 then 'rating' when n % 20 = 18 then 'reaction' else 'post' end as type
         from generate_series(1, $4::int) n, (select $2::uuid[] as array_agg_page) a
       ) s`,
      [accountId, pageIds, userIds, input.items, input.pages],
    );
    await client.query('commit');
    return { accountId, userIds, pageIds };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
