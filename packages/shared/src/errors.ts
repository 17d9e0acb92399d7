import { z } from 'zod';

/**
 * Every error the API can answer, with its HTTP status. The key is stable: clients translate
 * `errors.<key>`; the English message in the response is for logs and API users.
 * Keys follow spec §8 (backend error keys) plus the few the base needs.
 */
export const errorStatus = {
  invalid_data: 400,
  missing_data: 400,
  // A request nested deeper than any form of the product (the text guard's limit).
  too_deep: 400,
  missing_email_or_password: 400,
  missing_id_or_token: 400,
  invalid_token: 400,
  user_already_confirmed: 409,
  email_already_used: 409,
  old_password_mismatch: 400,
  bad_credentials: 401,
  email_not_confirmed: 403,
  unauthorized: 401,
  session_expired: 401,
  forbidden: 403,
  plan_limit: 403,
  id_mismatch: 400,
  not_found: 404,
  user_not_found: 404,
  too_many_attempts: 429,
  // Rate limits on the API (per session and per client address); `details.retryAfterSeconds`.
  too_many_requests: 429,
  payload_too_large: 413,
  // Uploads: heavier than the file's kind allows (`details.kind`, `details.maxBytes`), or more than
  // the account's storage quota has room for (`details.quotaBytes`, `details.usedBytes`).
  media_too_large: 413,
  storage_quota_exceeded: 413,
  unsupported_media_type: 415,
  // The request's address and headers are over the server's limit, or came too slowly.
  headers_too_large: 431,
  request_timeout: 408,
  service_unavailable: 503,
  // Another request changed or deleted what this one was writing, at the same moment.
  concurrent_change: 409,
  // Pages and networks (spec §8).
  network_not_configured: 409,
  page_not_connected: 409,
  page_already_added: 409,
  page_in_another_account: 409,
  page_sync_failed: 502,
  no_page_found: 404,
  no_youtube_channel: 404,
  instagram_analyst_role: 403,
  network_token_invalid: 401,
  network_rejected: 422,
  network_rate_limited: 429,
  telegram_no_free_bot: 409,
  oauth_state_invalid: 400,
  // Posts (spec §4, §8).
  post_already_posted: 409,
  post_not_editable: 409,
  // Validation workflow (spec §4, §8): not validated at its time, or publish now before validation.
  post_blocked_not_validated: 409,
  post_not_validated: 409,
  // Shared planner: the access link is unknown or was revoked.
  planner_link_invalid: 401,
  // Why a publication failed (a target's error key).
  publish_failed: 502,
  publish_uncertain: 502,
  network_delete_unsupported: 409,
  // Sources (spec §4, §8): why a source was disabled, or why its address is refused.
  source_parse_failed: 422,
  source_gone: 422,
  source_forbidden: 422,
  source_not_found: 422,
  source_empty: 422,
  source_address_refused: 422,
  // Bots (spec §5, §8): a custom-source bot with no custom source; a bot the server cannot run.
  bot_no_custom_sources: 409,
  bot_invalid: 409,
  // The inbox (spec §4, §7, §8): why a reply or an action failed; a re-block within 48 hours.
  inbox_action_failed: 502,
  inbox_action_uncertain: 502,
  inbox_action_unsupported: 409,
  inbox_reblock_too_soon: 409,
  // Users and the account (spec §5, §6).
  last_administrator: 409,
  export_not_ready: 409,
  // Reporting (issue 19): a report PDF's e-mailed link past its lifetime (the file is gone).
  report_pdf_expired: 410,
  // Plans and billing (issue 20, spec §8): a payment refused (`details.declineCode`), a payment
  // method Stripe could not save, billing without Stripe configured, a promo code without a card
  // on file or unknown. `plan_limit` (above) names `details.limit` or `details.feature` and the plan.
  payment_failed: 402,
  card_save_failed: 503,
  billing_not_configured: 409,
  promo_code_needs_card: 409,
  promo_code_invalid: 422,
  internal_error: 500,
} as const satisfies Record<string, number>;

export type ErrorKey = keyof typeof errorStatus;
export const errorKeys = Object.keys(errorStatus) as ErrorKey[];

/** Field-level problems: the field's path (dot separated) → a `validation.*` translation key. */
export const fieldErrors = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrors>;

/** The one shape of every error the API answers. */
export const errorResponse = z
  .object({
    error: z.object({
      key: z
        .enum(errorKeys as [ErrorKey, ...ErrorKey[]])
        .meta({ description: 'Stable key of the error; clients translate `errors.<key>`.' }),
      message: z.string().meta({ description: 'English text for logs and API users.' }),
      fields: fieldErrors
        .optional()
        .meta({ description: 'Each invalid field (dot-separated path) with its `validation.*` key.' }),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .meta({ description: 'Facts about the error, such as `retryAfterSeconds`.' }),
    }),
  })
  .meta({ description: 'An error answer, whatever its status.' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Validation keys used by the shared schemas; every catalogue translates each of them. */
export const validationKeys = [
  'validation.required',
  'validation.invalid',
  'validation.email',
  'validation.too_long',
  'validation.password_too_short',
  'validation.password_too_long',
  'validation.password_weak',
  'validation.password_contains_email',
  'validation.terms_required',
  'validation.language',
  'validation.role',
  'validation.company_required_for_partner',
  'validation.passwords_differ',
  'validation.email_taken',
  'validation.current_password_wrong',
  'validation.pick_a_page',
  'validation.telegram_channel_link',
  'validation.phone',
  'validation.country',
  'validation.assignee_cannot_validate',
  'validation.url',
  'validation.too_many_items',
  'validation.too_small',
  'validation.too_big',
  'validation.twitter_account',
  'validation.source_url_youtube',
  'validation.source_url_vimeo',
  'validation.source_url_dailymotion',
  'validation.source_url_pinterest',
  'validation.bot_needs_source',
  'validation.correspondence_reused',
  'validation.invalid_characters',
  'validation.too_deep',
  'validation.date',
  'validation.period_order',
  'validation.period_future',
  'validation.period_too_long',
  'validation.competitor_handle',
  'validation.brand_color',
] as const;
