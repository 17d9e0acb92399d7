import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { E2eServer } from './server.ts';
import { createConfirmedUser, password } from './users.ts';

/**
 * A local news site for the account's source: eight articles, so that the source's "What was
 * read" has items and its bot has waiting items to preview in the planner.
 */
export async function startNewsSite(): Promise<{ url: string; host: string; close: () => Promise<void> }> {
  const hour = 3_600_000;
  const titles = [
    'Harbour ferry returns',
    'Lighthouse tours begin',
    'Regatta on Sunday',
    'Night market lights',
    'Fish auction moves indoors',
    'New cycle path to the dunes',
    'Choir sings at the pier',
    'Old crane restored',
  ];
  const items = titles
    .map(
      (title, index) =>
        `<item><title>${title}</title><link>https://harbour.example/news/${index + 1}</link>` +
        `<guid isPermaLink="false">harbour-${index + 1}</guid>` +
        `<description>News from the harbour: ${title.toLowerCase()}.</description>` +
        `<pubDate>${new Date(Date.now() - (titles.length - index) * hour).toUTCString()}</pubDate></item>`,
    )
    .reverse()
    .join('');
  const feed = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Harbour news</title><link>https://harbour.example/</link><description>Local news</description>${items}</channel></rss>`;
  const site: Server = createServer((request, response) => {
    if ((request.url ?? '').startsWith('/news.xml'))
      return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
    response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/news.xml`,
    host: `127.0.0.1:${port}`,
    close: async () => {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    },
  };
}

type Answer = { status: number; body: Record<string, unknown> };

/** The YYYY-MM-DD of an instant in UTC (the browsers of the spec run in UTC). */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * An account with something on every screen, made through the API as a user would: two sandbox
 * pages in a group, a source that was read, a bot posting from it (its next posts are previews in
 * the planner), a busy day of scheduled posts (the month view's "+ more"), a draft, a team member
 * and an external validator with a shared-planner link.
 */
export async function seedEveryScreen(server: E2eServer, feedUrl: string) {
  const admin = await createConfirmedUser(server);
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${admin.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = { status: response.status, body: (await response.json().catch(() => null)) as never };
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };

  const pageIds: string[] = [];
  for (const pageName of ['North Shop', 'South Shop']) {
    const added = await call('POST', '/networks/sandbox/form', { fields: { pageName } });
    const pages = added.body.pages as { id: string; name: string }[];
    pageIds.push(pages.find((page) => page.name === pageName)?.id ?? '');
  }
  const [north = '', south = ''] = pageIds;
  await call('POST', '/groups', { name: 'Shops', pageIds });

  const source = await call('POST', '/sources', { name: 'Harbour news', type: 'rss', url: feedUrl });
  const sourceId = source.body.id as string;
  // The bot posts one article now and one every 6 hours: the rest are its previews.
  const bot = await call('POST', '/bots', {
    pageId: north,
    name: 'Harbour bot',
    type: 'custom',
    sourceIds: [sourceId],
    hashtags: '#harbour',
    frequency: '6h',
  });

  // Nine posts on one day in two days' time: the month view shows four and "+5 more".
  const busyDay = new Date(Date.now() + 2 * 86_400_000);
  const postIds: string[] = [];
  const messages = [
    'Bread of the day',
    'Tarts on the counter',
    'Soup at noon',
    'Cheese tasting',
    'Fish fresh in',
  ];
  for (const [index, message] of messages.entries()) {
    const at = new Date(busyDay);
    at.setUTCHours(9 + index * 2, 0, 0, 0);
    const post = await call('POST', '/posts', {
      intent: 'schedule',
      pageIds: [index % 2 ? south : north],
      message,
      link: `https://example.com/${index + 1}`,
      scheduledAt: at.toISOString(),
    });
    postIds.push(post.body.id as string);
  }
  // Four posts at noon: the week view draws them one under another.
  for (const message of ['Lunch menu', 'Lunch quiz', 'Lunch music', 'Lunch delivery']) {
    const noon = new Date(busyDay);
    noon.setUTCHours(12, 0, 0, 0);
    await call('POST', '/posts', {
      intent: 'schedule',
      pageIds: [south],
      message,
      scheduledAt: noon.toISOString(),
    });
  }
  await call('POST', '/posts', { intent: 'draft', pageIds: [south], message: 'Summer menu, to be finished' });
  await call('POST', '/posts', { intent: 'now', pageIds: [south], message: 'We are open on Sunday' });

  await call('POST', '/users', {
    firstname: 'Edith',
    lastname: 'Team',
    email: `edith-${Date.now()}@example.com`,
    password,
    role: 'editor',
  });
  const validator = await call('POST', '/validators', {
    firstname: 'Vera',
    lastname: 'Client',
    email: `vera-${Date.now()}@example.com`,
    pageIds,
  });
  const firstPost = postIds[0] ?? '';
  await call('PUT', `/posts/${firstPost}/assignment`, {
    assignee: { kind: 'validator', id: validator.body.id },
    notify: false,
  });
  await call('POST', `/posts/${firstPost}/notes`, { text: 'Can we add the price?' });

  return {
    token: admin.token,
    email: admin.email,
    north,
    south,
    sourceId,
    botId: bot.body.id as string,
    busyDay: utcDay(busyDay),
    firstPost,
    sharedPlannerUrl: String(validator.body.accessUrl ?? ''),
  };
}
export type EveryScreenAccount = Awaited<ReturnType<typeof seedEveryScreen>>;
