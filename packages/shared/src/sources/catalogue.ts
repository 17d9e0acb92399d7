import { deCatalogue } from './catalogue/de.ts';
import { esCatalogue } from './catalogue/es.ts';
import { frCatalogue } from './catalogue/fr.ts';
import { itCatalogue } from './catalogue/it.ts';
import { ptCatalogue } from './catalogue/pt.ts';
import { ukCatalogue } from './catalogue/uk.ts';
import { usCatalogue } from './catalogue/us.ts';
import { type CatalogueTopic, catalogueTopics } from './catalogue-topics.ts';
import type { CatalogueSource, SourceLanguage } from './catalogue-types.ts';

const byLanguage: Record<SourceLanguage, readonly CatalogueSource[]> = {
  fr: frCatalogue,
  us: usCatalogue,
  uk: ukCatalogue,
  de: deCatalogue,
  it: itCatalogue,
  es: esCatalogue,
  pt: ptCatalogue,
};

/** Every suggested source, of every language. */
export const catalogue: readonly CatalogueSource[] = Object.values(byLanguage).flat();

const byKey = new Map(catalogue.map((source) => [source.key, source]));

export function catalogueOf(language: SourceLanguage): readonly CatalogueSource[] {
  return byLanguage[language];
}

export function findCatalogueSource(key: string): CatalogueSource | undefined {
  return byKey.get(key);
}

/** The sources a suggested bot reads: those of the language and topic, of one subcategory when given. */
export function catalogueSourcesFor(choice: {
  language: SourceLanguage;
  topic: string;
  subcategory?: string | null | undefined;
}): CatalogueSource[] {
  return byLanguage[choice.language].filter(
    (source) =>
      source.topic === choice.topic && (!choice.subcategory || source.subcategory === choice.subcategory),
  );
}

/**
 * The topics a language offers, in the declared order, each with only the subcategories that
 * have sources there: a choice with nothing to read is never offered.
 */
export function catalogueTopicsOf(language: SourceLanguage): CatalogueTopic[] {
  const sources = byLanguage[language];
  return catalogueTopics
    .map((topic) => ({
      ...topic,
      subcategories: topic.subcategories.filter((subcategory) =>
        sources.some((source) => source.topic === topic.key && source.subcategory === subcategory.key),
      ),
    }))
    .filter((topic) => topic.subcategories.length > 0);
}
