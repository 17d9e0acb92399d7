import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';

export type FakeOneSignalApp = { appId: string; restApiKey: string; players: number };
export type FakeNotification = {
  id: string;
  appId: string;
  idempotencyKey?: string;
  body: Record<string, unknown>;
  queuedAt: number;
  successful: number;
  converted: number;
};
export type OneSignalFakeState = { apps: Map<string, FakeOneSignalApp>; notifications: FakeNotification[] };
export type OneSignalFake = FakeApi & {
  state: OneSignalFakeState;
  addApp(appId: string, restApiKey: string, players?: number): FakeOneSignalApp;
};

const denied: FakeResponse = {
  status: 403,
  json: { errors: ["Access denied.  Please include an 'Authorization: ...' header with a valid API key"] },
};

/** OneSignal's notifications and devices endpoints, deduplicating on `idempotency_key`. */
export async function startFakeOneSignal(): Promise<OneSignalFake> {
  const state: OneSignalFakeState = { apps: new Map(), notifications: [] };
  const appFor = (request: FakeRequest, appId: unknown) => {
    const app = state.apps.get(String(appId ?? ''));
    if (!app) return { error: { status: 400, json: { errors: ['app_id not found'] } } };
    const key = String(request.headers.authorization ?? '').replace(/^(Basic|Key) /, '');
    return key === app.restApiKey ? { app } : { error: denied };
  };
  const api = new FakeApi()
    .on('POST', '/api/v1/notifications', (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { app, error } = appFor(request, body.app_id);
      if (!app) return error;
      const contents = (body.contents as { en?: string } | undefined)?.en;
      if (!contents)
        return {
          status: 400,
          json: { errors: ['Message Notifications must have English language content'] },
        };
      const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
      const earlier =
        key && state.notifications.find((n) => n.appId === app.appId && n.idempotencyKey === key);
      if (earlier) return { json: { id: earlier.id, recipients: app.players } };
      if (app.players === 0)
        return { json: { id: '', recipients: 0, errors: ['All included players are not subscribed'] } };
      const id = `notif-${state.notifications.length + 1}`;
      state.notifications.push({
        id,
        appId: app.appId,
        idempotencyKey: key,
        body,
        queuedAt: Math.floor(Date.now() / 1000),
        successful: app.players,
        converted: 0,
      });
      return { json: { id, recipients: app.players } };
    })
    .on('GET', '/api/v1/notifications', (request) => {
      const { app, error } = appFor(request, request.query.get('app_id'));
      if (!app) return error;
      const mine = state.notifications.filter((n) => n.appId === app.appId).reverse();
      const limit = Number(request.query.get('limit') ?? 50);
      const notifications = mine.slice(0, limit).map((n) => ({
        id: n.id,
        successful: n.successful,
        converted: n.converted,
        queued_at: n.queuedAt,
      }));
      return { json: { total_count: mine.length, offset: 0, limit, notifications } };
    })
    .on('GET', '/api/v1/players', (request) => {
      const { app, error } = appFor(request, request.query.get('app_id'));
      return app ? { json: { total_count: app.players, offset: 0, limit: 1, players: [] } } : error;
    });
  const fake = Object.assign(api, {
    state,
    addApp(appId: string, restApiKey: string, players = 10) {
      const app = { appId, restApiKey, players };
      state.apps.set(appId, app);
      return app;
    },
  });
  return fake.start();
}
