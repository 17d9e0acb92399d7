import { FakeApi, type FakeResponse } from '../fake/fake-api.ts';

export type FakePushwooshMessage = {
  code: string;
  application: string;
  notification: Record<string, unknown>;
};
export type PushwooshFakeState = {
  /** Application code → its title and the API access token allowed to use it. */
  applications: Map<string, { title: string; accessToken: string }>;
  messages: FakePushwooshMessage[];
};
export type PushwooshFake = FakeApi & {
  state: PushwooshFakeState;
  addApplication(code: string, accessToken: string, title?: string): void;
};

const answer = (statusCode: number, message: string, response?: unknown): FakeResponse => ({
  status: statusCode === 200 || statusCode === 210 ? 200 : statusCode,
  json: { status_code: statusCode, status_message: message, response: response ?? null },
});

/** Pushwoosh's Remote API 1.3 `getApplication` and `createMessage`, with `transactionId` dedup. */
export async function startFakePushwoosh(): Promise<PushwooshFake> {
  const state: PushwooshFakeState = { applications: new Map(), messages: [] };
  const api = new FakeApi().on('POST', '/json/1.3/:method', (request) => {
    const body = (request.body as { request?: Record<string, unknown> } | undefined)?.request;
    if (!body) return answer(400, 'Malformed request string');
    const app = state.applications.get(String(body.application ?? ''));
    if (!app || app.accessToken !== body.auth) return answer(210, 'Access denied or application not found');
    if (request.params.method === 'getApplication')
      return answer(200, 'OK', { application: { title: app.title } });
    if (request.params.method !== 'createMessage') return answer(400, 'Unknown method');
    const notifications = Array.isArray(body.notifications)
      ? (body.notifications as Record<string, unknown>[])
      : [];
    if (notifications.length === 0 || notifications.some((n) => !n.content))
      return answer(210, 'Content is empty');
    const codes = notifications.map((notification) => {
      const transaction = String(notification.transactionId ?? '');
      const earlier = state.messages.find((m) => transaction && m.notification.transactionId === transaction);
      if (earlier) return earlier.code;
      const code = `MSG-${state.messages.length + 1}`;
      state.messages.push({ code, application: String(body.application), notification });
      return code;
    });
    return answer(200, 'OK', { Messages: codes });
  });
  const fake = Object.assign(api, {
    state,
    addApplication(code: string, accessToken: string, title = code) {
      state.applications.set(code, { title, accessToken });
    },
  });
  return fake.start();
}
