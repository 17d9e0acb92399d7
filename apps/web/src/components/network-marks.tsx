import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { ReactNode } from 'react';

/**
 * Each network's mark, drawn on a 24×24 grid in the brand's colour. Marks whose brand colour is black
 * (X, TikTok, Threads) take the text colour as their ground and the page colour as their ink, so that
 * they stay visible on a dark page; every other mark is a light glyph on a coloured ground, which
 * reads on both.
 */
export type DrawMark = (gradientId: string) => ReactNode;

const ground = { fill: 'var(--mantine-color-text, #000)' };
const ink = { fill: 'var(--mantine-color-body, #fff)' };
const white = '#fff';

const bell =
  'M12 4.8c.6 0 1 .4 1 1v.7c2.2.5 3.9 2.5 3.9 4.9v3.1l1.6 1.9v.9h-13v-.9l1.6-1.9v-3.1c0-2.4 1.7-4.4 3.9-4.9v-.7c0-.6.4-1 1-1zm-1.9 13.6h3.8a1.9 1.9 0 0 1-3.8 0z';
const facebookF =
  'M15.4 8.4h-1.9c-.6 0-1 .4-1 1v1.7h2.9l-.4 2.9h-2.5V21h-3.1v-7H7.3v-2.9h2.1V9.1c0-2.3 1.4-3.7 3.6-3.7h2.4z';
const tiktokNote =
  'M16.2 5.2c.4 1.7 1.6 2.9 3.3 3.1v2.7c-1.2 0-2.4-.4-3.3-1v5.3a4.7 4.7 0 1 1-4.7-4.7h.2v2.8a1.9 1.9 0 1 0 1.7 1.9V5.2z';

export const networkMarks: Record<NetworkKind, DrawMark> = {
  facebook_page: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path d={facebookF} fill={white} />
    </>
  ),
  facebook_group: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#1877f2" />
      <path d={facebookF} fill={white} />
      <circle cx="18.6" cy="18.6" r="3.6" fill="#0b4fa8" stroke={white} strokeWidth="1" />
      <circle cx="18.6" cy="17.6" r="1" fill={white} />
      <path d="M16.9 20.4a1.8 1.8 0 0 1 3.4 0z" fill={white} />
    </>
  ),
  instagram: (gradientId) => (
    <>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#feda75" />
          <stop offset="0.3" stopColor="#fa7e1e" />
          <stop offset="0.6" stopColor="#d62976" />
          <stop offset="0.8" stopColor="#962fbf" />
          <stop offset="1" stopColor="#4f5bd5" />
        </linearGradient>
      </defs>
      <rect width="24" height="24" rx="6.5" fill={`url(#${gradientId})`} />
      <rect x="5" y="5" width="14" height="14" rx="4.2" fill="none" stroke={white} strokeWidth="1.9" />
      <circle cx="12" cy="12" r="3.3" fill="none" stroke={white} strokeWidth="1.9" />
      <circle cx="16.2" cy="7.8" r="1.05" fill={white} />
    </>
  ),
  twitter: () => (
    <>
      <rect width="24" height="24" rx="5" style={ground} />
      <path d="M5.2 5.2h4.1l9.5 13.6h-4.1z" style={ink} />
      <path d="M17.1 5.2h1.6l-5.9 6.7-.8-1.2zM11.6 13.3l.8 1.2-5.1 4.3H5.7z" style={ink} />
    </>
  ),
  linkedin: () => (
    <>
      <rect width="24" height="24" rx="4" fill="#0a66c2" />
      <circle cx="6.9" cy="6.8" r="1.7" fill={white} />
      <rect x="5.5" y="9.6" width="2.8" height="8.9" fill={white} />
      <path
        d="M10.3 9.6h2.7v1.3c.5-.9 1.6-1.5 2.9-1.5 2.4 0 3 1.5 3 3.7v5.4h-2.8v-4.9c0-1.1-.3-1.9-1.4-1.9-1.2 0-1.6.9-1.6 2v4.8h-2.8z"
        fill={white}
      />
    </>
  ),
  google_business: () => (
    <>
      <rect width="24" height="24" rx="5" fill="#1a73e8" />
      <path
        d="M5.5 5.5h13l1.2 4.3a2.2 2.2 0 0 1-3.9 1.5 2.3 2.3 0 0 1-3.8 0 2.3 2.3 0 0 1-3.8 0 2.2 2.2 0 0 1-3.9-1.5z"
        fill={white}
      />
      <path d="M6.3 12.8h11.4v5.9H13.9v-3.4h-3.8v3.4H6.3z" fill={white} />
    </>
  ),
  youtube: () => (
    <>
      <rect x="0.5" y="4.5" width="23" height="15" rx="4.5" fill="#ff0000" />
      <path d="M9.7 8.6v6.8l5.9-3.4z" fill={white} />
    </>
  ),
  tiktok: () => (
    <>
      <rect width="24" height="24" rx="5" style={ground} />
      <path d={tiktokNote} fill="#25f4ee" transform="translate(-0.7 -0.6)" />
      <path d={tiktokNote} fill="#fe2c55" transform="translate(0.7 0.6)" />
      <path d={tiktokNote} style={ink} />
    </>
  ),
  pinterest: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#e60023" />
      <path
        d="M12.3 4.4c-4.3 0-6.5 3-6.5 5.6 0 1.5.6 2.9 1.9 3.4.2.1.4 0 .4-.2l.2-.7c.1-.2 0-.3-.1-.5-.4-.4-.6-1-.6-1.8 0-2.3 1.7-4.4 4.5-4.4 2.5 0 3.8 1.5 3.8 3.5 0 2.6-1.2 4.9-2.9 4.9-1 0-1.7-.8-1.4-1.8.3-1.1.8-2.4.8-3.2 0-.7-.4-1.4-1.2-1.4-1 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.7c-.3 1.4 0 3.1.1 3.3 0 .1.1.1.2 0 .1-.1 1.2-1.5 1.6-2.9l.6-2.4c.3.6 1.2 1.1 2.2 1.1 2.9 0 4.8-2.6 4.8-6.1 0-2.7-2.3-5.2-5.9-5.2z"
        fill={white}
      />
    </>
  ),
  telegram: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#26a5e4" />
      <path
        d="M5.3 11.7 17.1 7.1c.6-.2 1.1.1.9 1l-2 9.4c-.2.7-.6.8-1.2.5l-3.1-2.3-1.5 1.4c-.2.2-.3.3-.6.3l.2-3.2 5.7-5.2c.3-.2-.1-.4-.4-.2l-7.1 4.5-3-.9c-.7-.2-.7-.6.3-1z"
        fill={white}
      />
    </>
  ),
  threads: () => (
    <>
      <rect width="24" height="24" rx="5" style={ground} />
      <path
        d="M16.6 8.4C15.7 6.6 14 5.6 12 5.6c-3.6 0-6.1 2.6-6.1 6.4s2.5 6.4 6.1 6.4c2.8 0 4.8-1.5 5.2-3.8.4-2.4-1.3-4-3.9-4.1-2.1-.1-3.5 1-3.4 2.3.1 1.2 1.3 2 2.8 1.9 2-.1 3-1.8 3-4.7"
        fill="none"
        strokeWidth="1.8"
        strokeLinecap="round"
        style={{ stroke: 'var(--mantine-color-body, #fff)' }}
      />
    </>
  ),
  bluesky: () => (
    <path
      d="M6.3 4.9c2.1 1.6 4.4 4.8 5.7 6.6 1.3-1.8 3.6-5 5.7-6.6 1.5-1.1 4-2 4 .8 0 .6-.3 4.7-.5 5.4-.7 2.4-3.1 3-5.3 2.7 3.8.6 4.8 2.8 2.7 5-4 4.1-5.7-1-6.2-2.3l-.4-1-.4 1c-.5 1.3-2.2 6.4-6.2 2.3-2.1-2.2-1.1-4.4 2.7-5-2.2.4-4.6-.3-5.3-2.7C2.3 10.4 2 6.3 2 5.7c0-2.8 2.5-1.9 4.3-.8z"
      fill="#0085ff"
    />
  ),
  onesignal: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#e54b4d" />
      <circle cx="12" cy="12" r="6.6" fill="none" stroke={white} strokeWidth="1.8" />
      <path d="M10.6 10.2 12.8 9v6.4" fill="none" stroke={white} strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  pushwoosh: () => (
    <>
      <rect width="24" height="24" rx="5" fill="#2f6fd1" />
      <path d={bell} fill={white} />
    </>
  ),
  webpushr: () => (
    <>
      <circle cx="12" cy="12" r="12" fill="#2b8a3e" />
      <path d={bell} fill={white} />
    </>
  ),
  sandbox: () => (
    <>
      <rect width="24" height="24" rx="5" fill="#495057" />
      <path
        d="M12 4.6 18.6 8.3v7.4L12 19.4l-6.6-3.7V8.3zM5.4 8.3 12 12l6.6-3.7M12 12v7.4"
        fill="none"
        stroke={white}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </>
  ),
};
