import type { CatalogueTopicChoice } from '../catalogue-topics.ts';
import type { CatalogueSource, SourceLanguage } from '../catalogue-types.ts';

/** A source as the language files write it; its key is derived from the language, topic, subcategory and slug. */
export type CatalogueRow = CatalogueTopicChoice & {
  slug: string;
  name: string;
  siteUrl: string;
  feedUrl: string;
};

/**
 * The sources of one language. Bots and the sources table store the key: changing a row's topic,
 * subcategory or slug orphans them, so add a row rather than move one.
 */
export function catalogueRows(language: SourceLanguage, rows: readonly CatalogueRow[]): CatalogueSource[] {
  return rows.map(({ slug, topic, subcategory, name, siteUrl, feedUrl }) => ({
    key: `${language}.${topic}.${subcategory}.${slug}`,
    name,
    feedUrl,
    siteUrl,
    language,
    topic,
    subcategory,
  }));
}
