import type { SourceLanguage } from '@pagewise/shared/sources/catalogue-types';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/**
 * GET /sources/catalogue?language=: the suggested sources of one market, with topic and
 * subcategory labels already in the user's language.
 * TODO: import `catalogueResponse` from `@pagewise/shared/sources/catalogue-contract` once it lands.
 */
export const catalogueResponse = z.object({
  language: z.string(),
  topics: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      subcategories: z.array(z.object({ key: z.string(), label: z.string() })),
    }),
  ),
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
export type Catalogue = z.infer<typeof catalogueResponse>;

export const catalogueQueryKey = (language: SourceLanguage, uiLanguage: string) =>
  ['sources', 'catalogue', language, uiLanguage] as const;

export async function getCatalogue(language: SourceLanguage): Promise<Catalogue> {
  const query = new URLSearchParams({ language });
  return catalogueResponse.parse(await api<unknown>('GET', `/sources/catalogue?${query}`));
}

/** The catalogue of a market; its labels follow the interface language, hence the key. */
export function useCatalogue(language: SourceLanguage | null, uiLanguage: string) {
  return useQuery({
    queryKey: catalogueQueryKey(language ?? 'fr', uiLanguage),
    queryFn: () => getCatalogue(language ?? 'fr'),
    enabled: language !== null,
    staleTime: 60 * 60 * 1000,
  });
}
