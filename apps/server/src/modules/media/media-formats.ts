import type { MediaKind } from '@pagewise/shared/posts/post';

/** The formats the product takes: what at least one network accepts (shared network rules). */
export const imageFormats = ['png', 'jpg', 'webp', 'gif', 'bmp'] as const;
export const videoFormats = ['mp4', 'mov', 'webm'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export type VideoFormat = (typeof videoFormats)[number];
export type MediaFormat = ImageFormat | VideoFormat | 'pdf';

export const mimeOf: Record<MediaFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** Enough of a file's start for every signature below. */
export const sniffBytes = 16;

const startsWith = (head: Buffer, signature: string | number[], at = 0) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= at + bytes.length && head.subarray(at, at + bytes.length).equals(bytes);
};

/** QuickTime files written before `ftyp` existed start with one of these atoms. */
const quickTimeAtoms = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/**
 * What a file is by its first bytes, never by its name or the browser's type. For video the
 * container is only a first guess: the measurement reads the real one.
 */
export function sniffMedia(head: Buffer): { kind: MediaKind; format: MediaFormat } | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', format: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpg' };
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return { kind: 'image', format: 'gif' };
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return { kind: 'image', format: 'webp' };
  if (startsWith(head, 'BM') && head.length >= sniffBytes) return { kind: 'image', format: 'bmp' };
  if (startsWith(head, '%PDF-')) return { kind: 'document', format: 'pdf' };
  if (startsWith(head, 'ftyp', 4)) {
    return { kind: 'video', format: startsWith(head, 'qt  ', 8) ? 'mov' : 'mp4' };
  }
  if (quickTimeAtoms.some((atom) => startsWith(head, atom, 4))) return { kind: 'video', format: 'mov' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', format: 'webm' };
  return undefined;
}
