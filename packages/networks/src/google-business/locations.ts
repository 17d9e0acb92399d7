import type { Credentials, RemotePage } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';

type Account = { name: string; accountName?: string };
type Location = { name: string; title?: string; metadata?: { mapsUri?: string } };

/**
 * Every location of every account the user manages: Account Management API `accounts.list`, then
 * Business Information API `accounts.locations.list`. A page's remoteId is the v4 resource name
 * `accounts/{a}/locations/{l}` that localPosts and reviews need.
 */
export async function listLocations(
  google: GoogleClient,
  urls: { accounts: string; information: string },
  credentials: Credentials,
): Promise<RemotePage[]> {
  const accessToken = credentials.accessToken;
  const accounts = await allPages<Account>(
    (pageToken) => `${urls.accounts}/v1/accounts?pageSize=20${pageToken}`,
    { google, accessToken, field: 'accounts' },
  );
  const pages: RemotePage[] = [];
  for (const account of accounts) {
    const locations = await allPages<Location>(
      (pageToken) =>
        `${urls.information}/v1/${account.name}/locations?readMask=name,title,metadata&pageSize=100${pageToken}`,
      { google, accessToken, field: 'locations' },
    );
    for (const location of locations) {
      pages.push({
        remoteId: `${account.name}/${location.name}`,
        name: location.title ?? location.name,
        credentials,
      });
    }
  }
  return pages;
}

async function allPages<T>(
  url: (pageToken: string) => string,
  {
    google,
    accessToken,
    field,
  }: { google: GoogleClient; accessToken: string; field: 'accounts' | 'locations' },
): Promise<T[]> {
  const items: T[] = [];
  let pageToken = '';
  do {
    const answer = await google.call<Partial<Record<typeof field, T[]>> & { nextPageToken?: string }>({
      url: url(pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''),
      accessToken,
    });
    items.push(...(answer[field] ?? []));
    pageToken = answer.nextPageToken ?? '';
  } while (pageToken);
  return items;
}
