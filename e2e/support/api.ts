/**
 * Calls the server's API as a signed-in user, outside the browser (to seed or check what the
 * browser did), and returns the answer's JSON.
 */
export function apiOf(server: { url: string }) {
  return async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await response.json()) as T;
  };
}

/** Like `apiOf`, with the answer's status beside its JSON (null when it has none): for refusals. */
export function answerOf(server: { url: string }) {
  return async function call(token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as Record<string, unknown>,
    };
  };
}
