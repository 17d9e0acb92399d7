import { uploadMaxBytes } from '@pagewise/shared/posts/limits';
import type { MediaKind } from '@pagewise/shared/posts/post';
import { AppError } from '../../platform/errors.ts';

const units = [
  { name: 'GB', bytes: 1024 ** 3 },
  { name: 'MB', bytes: 1024 ** 2 },
  { name: 'KB', bytes: 1024 },
] as const;

/** A weight for English messages: `50 MB`, `1 GB`, `1.2 GB` (binary units, as the spec counts them). */
export function describeBytes(bytes: number): string {
  const unit = units.find((candidate) => bytes >= candidate.bytes);
  if (!unit) return `${bytes} bytes`;
  return `${Number((bytes / unit.bytes).toFixed(1))} ${unit.name}`;
}

const kindNames: Record<MediaKind, string> = { image: 'Images', video: 'Videos', document: 'Documents' };

/** The file is heavier than anything of its kind the product keeps (`uploadMaxBytes`). */
export function mediaTooLarge(kind: MediaKind): AppError {
  const maxBytes = uploadMaxBytes[kind];
  return new AppError('media_too_large', {
    message: `${kindNames[kind]} are limited to ${describeBytes(maxBytes)}`,
    fields: { file: 'validation.too_big' },
    details: { kind, maxBytes },
  });
}

/** The file does not fit in what is left of the account's storage quota. */
export function storageQuotaExceeded(quotaBytes: number, usedBytes: number): AppError {
  return new AppError('storage_quota_exceeded', {
    message: `The account's files may weigh ${describeBytes(quotaBytes)} together and already weigh ${describeBytes(usedBytes)}: this file does not fit`,
    details: { quotaBytes, usedBytes },
  });
}

/** A cap set by the caller itself (a route's or a bot's), below the kind's and the quota's. */
export function payloadTooLarge(maxBytes: number): AppError {
  return new AppError('payload_too_large', {
    message: `Files are limited to ${maxBytes} bytes`,
    details: { maxBytes },
  });
}
