import { requestJson } from '../http.ts';
import { readGraphError } from './graph-error.ts';

export type GraphParams = Record<string, string | number | boolean | undefined>;

/**
 * A thin client of a Graph API (graph.facebook.com or graph.threads.net): the version in the
 * path, the access token as the `access_token` parameter, Graph's error codes read.
 */
export type GraphClient = {
  get<T>(path: string, token: string, params?: GraphParams): Promise<T>;
  /** A write: a lost answer is an unknown outcome. */
  post<T>(path: string, token: string, params?: GraphParams): Promise<T>;
  delete(path: string, token: string): Promise<void>;
  /**
   * A write to an address the Graph API handed out (a Reel's `upload_url` on rupload.facebook.com),
   * authorised by the `OAuth <token>` header, its parameters in headers as that host wants them.
   */
  upload<T>(url: string, token: string, headers: Record<string, string>): Promise<T>;
};

export function createGraphClient(options: {
  baseUrl: string;
  version: string;
  timeoutMs?: number;
}): GraphClient {
  const timeoutMs = options.timeoutMs;
  const url = (path: string, params: GraphParams) => {
    const target = new URL(`${options.baseUrl.replace(/\/$/, '')}/${options.version}${path}`);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) target.searchParams.set(name, String(value));
    }
    return target.toString();
  };
  return {
    get: (path, token, params = {}) =>
      requestJson({ url: url(path, { ...params, access_token: token }), timeoutMs }, readGraphError),
    post: (path, token, params = {}) =>
      requestJson(
        {
          method: 'POST',
          url: url(path, {}),
          form: formOf({ ...params, access_token: token }),
          mutates: true,
          timeoutMs,
        },
        readGraphError,
      ),
    delete: async (path, token) => {
      await requestJson(
        { method: 'DELETE', url: url(path, { access_token: token }), mutates: true, timeoutMs },
        readGraphError,
      );
    },
    upload: (target, token, headers) =>
      requestJson(
        {
          method: 'POST',
          url: target,
          headers: { ...headers, authorization: `OAuth ${token}` },
          mutates: true,
          timeoutMs,
        },
        readGraphError,
      ),
  };
}

function formOf(params: GraphParams): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) form[name] = String(value);
  return form;
}

/** Graph lists: `{ data: [...], paging }`. */
export type GraphList<T> = { data?: T[] };
