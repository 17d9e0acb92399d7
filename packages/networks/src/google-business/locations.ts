import type { Credentials, RemotePage } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { isNetworkError } from '../network-error.ts';

type Account = { name: string; accountName?: string };
type Location = { name: string; title?: string; metadata?: { mapsUri?: string } };
type MediaItem = {
  mediaFormat?: string;
  locationAssociation?: { category?: string };
  googleUrl?: string;
  thumbnailUrl?: string;
};

/**
 * Every location of every account the user manages: Account Management API `accounts.list`, then
 * Business Information API `accounts.locations.list`. A page's remoteId is the v4 resource name
 * `accounts/{a}/locations/{l}` that localPosts and reviews need.
 */
export async function listLocations(
  google: GoogleClient,
  urls: { accounts: string; information: string; business: string },
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
      const remoteId = `${account.name}/${location.name}`;
      const pictureUrl = await profilePicture(google, urls.business, remoteId, accessToken);
      pages.push({
        remoteId,
        name: location.title ?? location.name,
        credentials,
        ...(pictureUrl ? { pictureUrl } : {}),
      });
    }
  }
  return pages;
}

// The location's own pictures, best first (Business Profile API v4 `MediaItem.LocationAssociation.Category`).
const pictureCategories = ['PROFILE', 'LOGO'];

/**
 * The location's profile photo, else its logo, from v4 `accounts.locations.media.list`; a location
 * without either (or whose media the API refuses) has no picture, and is listed all the same.
 */
async function profilePicture(
  google: GoogleClient,
  businessUrl: string,
  remoteId: string,
  accessToken: string,
): Promise<string | undefined> {
  let items: MediaItem[];
  try {
    const answer = await google.call<{ mediaItems?: MediaItem[] }>({
      url: `${businessUrl}/v4/${remoteId}/media?pageSize=100`,
      accessToken,
    });
    items = answer.mediaItems ?? [];
  } catch (error) {
    if (isNetworkError(error, 'rejected')) return undefined;
    throw error;
  }
  for (const category of pictureCategories) {
    const item = items.find(
      (candidate) =>
        candidate.mediaFormat === 'PHOTO' && candidate.locationAssociation?.category === category,
    );
    const url = item?.thumbnailUrl ?? item?.googleUrl;
    if (url) return url;
  }
  return undefined;
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
