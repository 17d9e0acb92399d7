import { z } from 'zod';
import { languages } from './languages.ts';
import { textLimits } from './text-limits.ts';

/** Building blocks shared by the request schemas, each with its translated error key. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

export const optionalText = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.too_long' }).optional();

export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(textLimits.email, { error: 'validation.too_long' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase());

export const language = z.enum(languages, { error: 'validation.language' });

export const token = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.invalid' });
