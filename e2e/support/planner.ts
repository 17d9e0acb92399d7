import { answerOf } from './api.ts';
import type { E2eServer } from './server.ts';

/**
 * Seeds a planner through the public API, as a signed-in user: sandbox pages, scheduled posts,
 * an assignment for validation, the user's language.
 */
export function plannerSeeds(server: E2eServer, token: string) {
  const call = answerOf(server);
  const expectStatus = (answer: { status: number; body: unknown }, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  return {
    /** A sandbox page of that name; its id. */
    async sandboxPage(pageName: string): Promise<string> {
      expectStatus(
        await call(token, 'POST', '/networks/sandbox/form', { fields: { pageName } }),
        201,
        'page',
      );
      const pages = (await call(token, 'GET', '/pages')).body.pages as { id: string; name: string }[];
      const page = pages.find((item) => item.name === pageName);
      if (!page) throw new Error(`no page ${pageName}`);
      return page.id;
    },
    /** A post scheduled on the pages at that instant; its id. */
    async schedule(pageIds: string[], message: string, at: Date): Promise<string> {
      const answer = await call(token, 'POST', '/posts', {
        intent: 'schedule',
        pageIds,
        message,
        link: `https://example.com/${encodeURIComponent(message)}`,
        scheduledAt: at.toISOString(),
      });
      expectStatus(answer, 201, 'post');
      return answer.body.id as string;
    },
    /** The post goes to a team member for validation (no e-mail): it awaits validation. */
    async assign(postId: string, userId: string): Promise<void> {
      const answer = await call(token, 'PUT', `/posts/${postId}/assignment`, {
        assignee: { kind: 'user', id: userId },
        notify: false,
      });
      expectStatus(answer, 200, 'assignment');
    },
    /** The signed-in user's own profile. */
    async me(): Promise<{ id: string; firstname: string; lastname: string; email: string }> {
      return (await call(token, 'GET', '/users/me')).body as never;
    },
    /** The interface language of the signed-in user (the app follows it, not the browser's). */
    async speak(language: string): Promise<void> {
      const me = await this.me();
      const answer = await call(token, 'PATCH', '/users/me', {
        firstname: me.firstname,
        lastname: me.lastname,
        email: me.email,
        language,
      });
      expectStatus(answer, 200, 'language');
    },
  };
}
