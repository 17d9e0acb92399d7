import type { NetworkKind } from '@pagewise/shared/networks/kinds';

/** Each network's brand colour and the letters shown in its badge (no icon font in the bundle). */
export const networkStyle: Record<NetworkKind, { color: string; letters: string }> = {
  sandbox: { color: '#868e96', letters: 'SB' },
  facebook_page: { color: '#1877f2', letters: 'f' },
  facebook_group: { color: '#1877f2', letters: 'fG' },
  instagram: { color: '#e1306c', letters: 'IG' },
  twitter: { color: '#000000', letters: 'X' },
  linkedin: { color: '#0a66c2', letters: 'in' },
  google_business: { color: '#4285f4', letters: 'G' },
  youtube: { color: '#ff0000', letters: 'YT' },
  tiktok: { color: '#010101', letters: 'TT' },
  pinterest: { color: '#e60023', letters: 'P' },
  telegram: { color: '#26a5e4', letters: 'TG' },
  threads: { color: '#000000', letters: '@' },
  bluesky: { color: '#0085ff', letters: 'BS' },
  onesignal: { color: '#e54b4d', letters: 'OS' },
  pushwoosh: { color: '#3c7ee1', letters: 'PW' },
  webpushr: { color: '#2b8a3e', letters: 'WP' },
};
