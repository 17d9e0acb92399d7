/**
 * Google serves each API from its own host (mybusiness.googleapis.com, youtube.googleapis.com,
 * oauth2.googleapis.com…). A configured base URL holding `{service}` is filled in per API, e.g.
 * `https://{service}.googleapis.com`; one without it (a fake, a proxy) serves every API.
 */
export function googleServiceUrl(apiBaseUrl: string, service: string): string {
  return apiBaseUrl.replace('{service}', service).replace(/\/$/, '');
}
