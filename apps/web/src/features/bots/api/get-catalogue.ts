import { type CatalogueResponse, catalogueResponse } from '@pagewise/shared/sources/catalogue-contract';
import type { SourceLanguage } from '@pagewise/shared/sources/catalogue-types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /sources/catalogue?language=: one market's suggested sources, labels in the user's language. */
export type Catalogue = CatalogueResponse;

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
