import { createConfirmedUser, password } from '../../e2e/support/users.ts';

/** A server the benchmark drives: its address and where its outbox is read. */
export type Server = { webUrl: string; waitForEmail(to: string, containing: string): Promise<string> };

export type Account = {
  email: string;
  password: string;
  token: string;
  pageIds: string[];
  postIds: string[];
};

/** Monday 00:00 UTC of the week of `at`, and the Monday after: the planner's week view. */
export function weekOf(at: Date): { from: Date; to: Date } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const from = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return { from, to: new Date(from.getTime() + 7 * 86_400_000) };
}

/** A post as the composer sends it: a draft planned at `at` on the given pages. */
export function draftBody(number: number, pageIds: string[], at: Date) {
  return {
    intent: 'draft',
    pageIds,
    message: `Draft ${number}: fresh bread at the shop this morning, and the new opening hours for the winter. #bakery`,
    link: '',
    scheduledAt: at.toISOString(),
  };
}

/**
 * An account as a new user makes it, through the public API: sign-up and confirmation (the
 * e-mail read from the outbox), sandbox pages connected from the pages screen, and drafts saved
 * by the composer, planned over the current week so that the planner's week shows them.
 */
export async function seedAccount(
  server: Server,
  input: { pages: number; drafts: number; now?: Date },
): Promise<Account> {
  const { email, token } = await createConfirmedUser({
    url: server.webUrl,
    waitForEmail: server.waitForEmail,
  } as unknown as Parameters<typeof createConfirmedUser>[0]);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${server.webUrl}/api${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const pageIds: string[] = [];
  for (let n = 1; n <= input.pages; n += 1) {
    const name = `Shop page ${n}`;
    const { pages } = (await call('POST', '/networks/sandbox/form', { fields: { pageName: name } })) as {
      pages: { id: string; name: string }[];
    };
    const page = pages.find((item) => item.name === name);
    if (!page) throw new Error(`page ${name} not connected`);
    pageIds.push(page.id);
  }
  const { from } = weekOf(input.now ?? new Date());
  const postIds: string[] = [];
  for (let n = 0; n < input.drafts; n += 1) {
    // Spread over the week, on one page, or two for one post in four.
    const at = new Date(from.getTime() + ((n + 0.5) * 7 * 86_400_000) / input.drafts);
    const chosen =
      pageIds.length === 0
        ? []
        : n % 4 === 0 && pageIds.length > 1
          ? [pageIds[n % pageIds.length], pageIds[(n + 1) % pageIds.length]]
          : [pageIds[n % pageIds.length]];
    const post = await call('POST', '/posts', draftBody(n + 1, chosen as string[], at));
    postIds.push(post.id as string);
  }
  return { email, password, token, pageIds, postIds };
}
