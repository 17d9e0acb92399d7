import { z } from 'zod';

/** At most this many items of each kind are produced by one call. */
export const sandboxAudienceMax = 50;

const count = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(0, 'validation.too_small')
  .max(sandboxAudienceMax, 'validation.too_big')
  .default(0);

/**
 * What the sandbox's audience writes on a page now (its page viewer, end-to-end tests): counts per
 * kind, and optionally the words they all use (a test's banned word) and the reviews' stars.
 */
export const sandboxAudienceInput = z
  .object({
    comments: count,
    messages: count,
    mentions: count,
    reviews: count,
    reactions: count,
    text: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long').optional(),
    rating: z.coerce
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.too_small')
      .max(5, 'validation.too_big')
      .optional(),
  })
  .refine((input) => input.comments + input.messages + input.mentions + input.reviews + input.reactions > 0, {
    message: 'validation.required',
    path: ['comments'],
  });
export type SandboxAudienceInput = z.infer<typeof sandboxAudienceInput>;

export const sandboxAudienceResult = z.object({
  /** How many items the audience wrote. */
  produced: z.number().int(),
});
