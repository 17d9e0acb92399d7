import { passwordRules } from '@pagewise/shared/password-rules';
import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';

/**
 * Turns what went wrong into text for the user: an `ApiError` (its server key), or a key of the
 * `errors` catalogue such as a zod issue message (`validation.required`) or a server field error.
 * Anything unknown (a bug, an unexpected answer) reads as the generic message. Messages that
 * only the pages, posts, sources or bots screens show live in those namespaces (kept off the auth
 * screen), and the composer's post issues (`post.image_too_large`) in `issues`.
 */
export function translateError(t: TFunction, error: unknown): string {
  const generic = t('generic', { ns: 'errors' });
  if (typeof error === 'string') {
    return t(candidates(error), { ns: 'errors', defaultValue: generic, ...passwordLimits });
  }
  if (!(error instanceof ApiError)) return generic;
  if (error.key === 'too_many_attempts') {
    const minutes = retryAfterMinutes(error.details);
    if (minutes !== undefined) return t('too_many_attempts_wait', { ns: 'errors', count: minutes });
  }
  return t(candidates(error.key), { ns: 'errors', defaultValue: generic });
}

const candidates = (key: string) => [
  key,
  `pages:errors.${key}`,
  `posts:errors.${key}`,
  `issues:${key}`,
  `sources:errors.${key}`,
  `bots:errors.${key}`,
];

/** The password messages quote the shared limits, so a change of rule never leaves a stale number. */
const passwordLimits = { minLength: passwordRules.minLength, maxLength: passwordRules.maxLength };

/** The throttle answers in seconds; people read a wait in whole minutes, rounded up. */
export function retryAfterMinutes(details: Record<string, unknown>): number | undefined {
  const seconds = Number(details.retryAfterSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.max(1, Math.ceil(seconds / 60));
}
