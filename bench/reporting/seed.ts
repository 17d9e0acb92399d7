import type pg from 'pg';

export type ReportingOwner = { accountId: string; userId: string; pageIds: string[] };

/** The audience of a page's day: 45 countries and 14 gender and age bands, as a network gives them. */
const countries = Object.fromEntries(
  'FR BE CH CA US DE IT ES PT GB NL LU MA SN CI TN DZ BR MX AR JP KR IN AU NZ IE AT PL SE NO DK FI CZ GR RO HU TR IL AE SG HK ZA EG CL CO'
    .split(' ')
    .map((code, index) => [code, 5000 - index * 100]),
);
const demographics = Object.fromEntries(
  ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'].flatMap((band, index) => [
    [`F.${band}`, 800 - index * 90],
    [`M.${band}`, 700 - index * 80],
  ]),
);

/**
 * An agency's two years of figures written in bulk SQL (what is measured is reading them): one
 * account, `pages` sandbox pages with a day of figures each for the last `days` days (every
 * figure, 45 countries and 14 bands), and `posts` publications spread over the same days, round
 * robin over the pages, each with its four checkpoints (1 h, 24 h, 7 days, 28 days) read.
 */
export async function seedReporting(
  pool: pg.Pool,
  input: { pages: number; days: number; posts: number },
): Promise<ReportingOwner> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const account = await client.query(
      `insert into accounts (name) values ('Bench reporting agency') returning id`,
    );
    const accountId = account.rows[0].id as string;
    const user = await client.query(
      `insert into users (account_id, firstname, lastname, email, password_hash, role, all_pages, email_confirmed_at)
       values ($1::uuid, 'Ada', 'Report', 'bench-reporting-' || $1::text || '@example.com', 'x', 'administrator', true, now())
       returning id`,
      [accountId],
    );
    const pages = await client.query(
      `insert into pages (account_id, kind, remote_id, name, sealed_credentials)
       select $1::uuid, 'sandbox', 'bench-reporting-' || n, 'Report page ' || lpad(n::text, 3, '0'), 'x'
       from generate_series(1, $2::int) n returning id`,
      [accountId, input.pages],
    );
    const pageIds = pages.rows.map((row) => row.id as string);
    await client.query(
      `insert into page_figures (account_id, page_id, day, followers, impressions, reach, reactions, comments,
         shares, link_clicks, video_views_3s, video_views_10s, video_views_15s, video_views_30s, countries,
         demographics, read_at)
       select $1::uuid, p, current_date - d,
         10000 + (730 - d) * 7 + (abs(hashtext(p::text)) % 5000),
         2000 + (d * 37 + abs(hashtext(p::text))) % 3000, 1200 + (d * 29) % 1500,
         80 + d % 60, 20 + d % 15, 5 + d % 9, 10 + d % 25, 300 + d % 200, 150 + d % 100, 90 + d % 60, 40 + d % 30,
         $3::jsonb, $4::jsonb, now()
       from unnest($2::uuid[]) p cross join generate_series(1, $5::int) d`,
      [accountId, pageIds, JSON.stringify(countries), JSON.stringify(demographics), input.days],
    );
    await client.query(
      `insert into posts (id, account_id, kind, origin, message)
       select md5('bench-post-' || n)::uuid, $1::uuid, 'standard', 'manual',
         'Bench post ' || n || ': ' || (array['Fresh bread', 'Sunday opening', 'New cake', 'Summer menu'])[1 + n % 4]
       from generate_series(1, $2::int) n`,
      [accountId, input.posts],
    );
    await client.query(
      `insert into post_targets (id, post_id, account_id, page_id, status, remote_id, posted_at)
       select md5('bench-target-' || n)::uuid, md5('bench-post-' || n)::uuid, $1::uuid, ($2::uuid[])[1 + n % $3::int],
         'posted', 'remote-' || n, now() - (n::float / $4::int) * ($5::int * interval '1 day')
       from generate_series(1, $4::int) n`,
      [accountId, pageIds, input.pages, input.posts, input.days],
    );
    await client.query(
      `insert into post_figures (account_id, page_id, target_id, checkpoint, impressions, reach, reactions, comments,
         shares, clicks, video_views, read_at)
       select t.account_id, t.page_id, t.id, c.name, 100 * c.step + abs(hashtext(t.id::text)) % 900,
         60 * c.step + abs(hashtext(t.id::text)) % 500, 5 * c.step + abs(hashtext(t.id::text)) % 40,
         c.step + abs(hashtext(t.id::text)) % 12, abs(hashtext(t.id::text)) % 8, abs(hashtext(t.id::text)) % 20,
         case when abs(hashtext(t.id::text)) % 5 = 0 then 50 * c.step end,
         t.posted_at + c.after
       from post_targets t
       cross join (values ('1h', 1, interval '1 hour'), ('24h', 2, interval '1 day'), ('7d', 3, interval '7 days'),
         ('28d', 4, interval '28 days')) c(name, step, after)
       where t.account_id = $1::uuid and t.posted_at + c.after < now()`,
      [accountId],
    );
    await client.query('commit');
    return { accountId, userId: user.rows[0].id as string, pageIds };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
