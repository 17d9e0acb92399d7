import { passwordRules } from '@pagewise/shared/password-rules';
import i18next, { type TFunction } from 'i18next';
import { ApiError } from './api.ts';
import { splitLimit } from './field-limit.ts';
import { formatBytes } from './format-bytes.ts';

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
    const { key, max } = splitLimit(error);
    if (max !== undefined) return t('validation.too_long_max', { ns: 'errors', max });
    return t(candidates(key), { ns: 'errors', defaultValue: generic, ...passwordLimits });
  }
  if (!(error instanceof ApiError)) return generic;
  return withDetails(t, error) ?? t(candidates(error.key), { ns: 'errors', defaultValue: generic });
}

/** The messages that quote what the server said in `details`: a wait, a limit, a quota. */
function withDetails(t: TFunction, error: ApiError): string | undefined {
  const { details } = error;
  if (error.key === 'too_many_attempts' || error.key === 'too_many_requests') {
    const seconds = retryAfterSeconds(details);
    if (seconds === undefined) return undefined;
    if (seconds < 60) return t(`${error.key}_seconds`, { ns: 'errors', count: seconds });
    const minutes = retryAfterMinutes(details) ?? 1;
    const key = error.key === 'too_many_attempts' ? 'too_many_attempts_wait' : 'too_many_requests_minutes';
    return t(key, { ns: 'errors', count: minutes });
  }
  if (error.key === 'plan_limit') return planLimitText(t, details);
  if (error.key === 'payment_failed') return declineText(t, details.declineCode);
  const language = languageOf(t);
  if (error.key === 'media_too_large' && typeof details.maxBytes === 'number') {
    const kind = details.kind;
    if (kind !== 'image' && kind !== 'video' && kind !== 'document') return undefined;
    return t('media_too_large', {
      ns: 'errors',
      context: kind,
      limit: formatBytes(details.maxBytes, language),
    });
  }
  if (
    error.key === 'storage_quota_exceeded' &&
    typeof details.quotaBytes === 'number' &&
    typeof details.usedBytes === 'number'
  ) {
    return t('storage_quota_exceeded', {
      ns: 'errors',
      context: 'limit',
      used: formatBytes(details.usedBytes, language),
      quota: formatBytes(details.quotaBytes, language),
    });
  }
  return undefined;
}

/**
 * "Your plan does not allow this action", naming what it refused: the count the plan reached
 * (`details.limit`, its number `details.max`) or the feature it lacks (`details.feature`). Read
 * without the plan table, which the auth screen, sharing this module, has no use for.
 */
export function planLimitText(t: TFunction, details: Record<string, unknown>): string | undefined {
  const { limit, feature, max } = details;
  const named = (value: unknown): value is string => typeof value === 'string' && /^\w+$/.test(value);
  if (named(limit) && typeof max === 'number') {
    const number = max.toLocaleString(languageOf(t));
    return t(`planLimit.limit.${limit}`, { ns: 'errors', count: max, number, defaultValue: '' }) || undefined;
  }
  if (named(feature))
    return t(`planLimit.feature.${feature}`, { ns: 'errors', defaultValue: '' }) || undefined;
  return undefined;
}

/**
 * A refused payment in words the payer can act on: Stripe's decline code (`billing:decline.*`, a
 * code Stripe adds later reads as `generic_decline`), else the plain "payment failed".
 */
export function declineText(t: TFunction, code: unknown): string {
  const fallback = t('payment_failed', { ns: 'errors' });
  if (typeof code !== 'string' || !/^\w+$/.test(code)) return fallback;
  return t([`decline.${code}`, 'decline.generic_decline'], { ns: 'billing', defaultValue: fallback });
}

/** The language `t` is fixed to (`getFixedT`), else the interface's. */
function languageOf(t: TFunction): string {
  return (t as TFunction & { lng?: string }).lng ?? i18next.language ?? 'en';
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

/** The wait the server asked for, in whole seconds; undefined when missing or nonsensical. */
export function retryAfterSeconds(details: Record<string, unknown>): number | undefined {
  const seconds = Number(details.retryAfterSeconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.ceil(seconds);
}

/** Waits of a minute or more read in whole minutes, rounded up. */
export function retryAfterMinutes(details: Record<string, unknown>): number | undefined {
  const seconds = retryAfterSeconds(details);
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}
