/** Every network a page can live on (spec §1), including the product's own sandbox. */
export const networkKinds = [
  'sandbox',
  'facebook_page',
  'facebook_group',
  'instagram',
  'twitter',
  'linkedin',
  'google_business',
  'youtube',
  'tiktok',
  'pinterest',
  'telegram',
  'threads',
  'bluesky',
  'onesignal',
  'pushwoosh',
  'webpushr',
] as const;
export type NetworkKind = (typeof networkKinds)[number];

export function isNetworkKind(value: unknown): value is NetworkKind {
  return typeof value === 'string' && (networkKinds as readonly string[]).includes(value);
}
