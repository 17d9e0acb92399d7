import { FakeApi, type FakeRequest } from '../fake/fake-api.ts';

export type FakeWebpushrSite = { restApiKey: string; authToken: string; name: string; subscribers: number };
export type FakeWebpushrNotification = { id: number; site: string; body: Record<string, unknown> };
export type WebpushrFakeState = { sites: FakeWebpushrSite[]; notifications: FakeWebpushrNotification[] };
export type WebpushrFake = FakeApi & {
  state: WebpushrFakeState;
  addSite(restApiKey: string, authToken: string, name?: string): void;
};

const failure = (status: number, type: string, description: string) => ({
  status,
  json: { status: 'failure', type, description },
});

/** Webpushr's `GET /v1/site/info` and `POST /v1/notification/send/all`, keyed by headers. */
export async function startFakeWebpushr(): Promise<WebpushrFake> {
  const state: WebpushrFakeState = { sites: [], notifications: [] };
  const siteOf = (request: FakeRequest) =>
    state.sites.find(
      (site) =>
        site.restApiKey === request.headers.webpushrkey &&
        site.authToken === request.headers.webpushrauthtoken,
    );
  const api = new FakeApi()
    .on('GET', '/v1/site/info', (request) => {
      const site = siteOf(request);
      if (!site) return failure(401, 'authentication_failure', 'Invalid API key or token');
      return { json: { site_name: site.name, total_subscribers: site.subscribers } };
    })
    .on('POST', '/v1/notification/send/all', (request) => {
      const site = siteOf(request);
      if (!site) return failure(401, 'authentication_failure', 'Invalid API key or token');
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Webpushr: title up to 100 characters, message up to 255, target_url required.
      if (!body.title || String(body.title).length > 100) return failure(400, 'bad_request', 'Invalid title');
      if (!body.message || String(body.message).length > 255)
        return failure(400, 'bad_request', 'Invalid message');
      if (!body.target_url) return failure(400, 'bad_request', 'Missing target_url');
      const id = 1000 + state.notifications.length;
      state.notifications.push({ id, site: site.restApiKey, body });
      return { json: { status: 'success', description: 'Notification sent successfully', ID: id } };
    });
  const fake = Object.assign(api, {
    state,
    addSite(restApiKey: string, authToken: string, name = 'site') {
      state.sites.push({ restApiKey, authToken, name, subscribers: 10 });
    },
  });
  return fake.start();
}
