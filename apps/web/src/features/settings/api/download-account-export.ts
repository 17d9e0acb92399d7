import { rawRequest } from './raw-request.ts';

/** `GET /account/exports/:id/archive`: the ZIP, fetched with the bearer token. */
export async function downloadAccountExport(exportId: string): Promise<Blob> {
  const response = await rawRequest('GET', `/account/exports/${encodeURIComponent(exportId)}/archive`);
  return response.blob();
}
