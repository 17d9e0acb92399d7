import { apiOf } from './api.ts';
import type { E2eServer } from './server.ts';

/**
 * A sandbox page of the user's, connected through the API, once a worker has read its past: the
 * report of its last 30 days holds each of them.
 */
export async function sandboxPageWithFigures(
  server: E2eServer,
  token: string,
  pageName: string,
): Promise<void> {
  const api = apiOf(server);
  await api(token, 'POST', '/networks/sandbox/form', { fields: { pageName } });
  const until = Date.now() + 30_000;
  for (;;) {
    const report = await api<{ days: unknown[] }>(token, 'GET', '/reporting/overview?period=30d');
    if (report.days.length === 30) return;
    if (Date.now() > until) throw new Error(`the sandbox page ${pageName} has no figures`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
