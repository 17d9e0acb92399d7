import { z } from 'zod';
import { sourceLanguages } from './catalogue-types.ts';

export const catalogueQuery = z.object({
  language: z.enum(sourceLanguages, { error: 'validation.invalid' }),
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

const catalogueChoice = z.object({ key: z.string(), label: z.string() });

/** The suggested sources of one language, with topic labels in the caller's interface language. */
export const catalogueResponse = z.object({
  language: z.enum(sourceLanguages),
  topics: z.array(catalogueChoice.extend({ subcategories: z.array(catalogueChoice) })),
  sources: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      siteUrl: z.string(),
      feedUrl: z.string(),
      topic: z.string(),
      subcategory: z.string(),
    }),
  ),
});
export type CatalogueResponse = z.infer<typeof catalogueResponse>;
