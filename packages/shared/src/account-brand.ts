import { z } from 'zod';

/** A colour as the brand card's input and the report PDF take it: `#rrggbb`, stored lower case. */
export const brandColor = z
  .string({ error: 'validation.brand_color' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.brand_color' })
  .transform((value) => value.toLowerCase());

/** Settings → brand for reports: the colour of the account's report PDFs; null goes back to the logo's. */
export const brandColorRequest = z.object({ brandColor: z.nullable(brandColor) });
export type BrandColorRequest = z.infer<typeof brandColorRequest>;
