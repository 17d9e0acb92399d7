import { catalogueSourcesFor, findCatalogueSource } from '@pagewise/shared/sources/catalogue';
import type { SourceLanguage } from '@pagewise/shared/sources/catalogue-types';

/** The suggested sources of a bot's language, topic and (when it has one) subcategory: auto mode reads them all. */
export function suggestedSourcesOf(bot: {
  language: SourceLanguage | null;
  topic: string | null;
  subcategory: string | null;
}) {
  if (!bot.language || !bot.topic) return [];
  return catalogueSourcesFor({
    language: bot.language,
    topic: bot.topic,
    ...(bot.subcategory ? { subcategory: bot.subcategory } : {}),
  });
}

/** The catalogue entries of these keys, or the keys the catalogue does not know. */
export function catalogueEntriesOf(keys: readonly string[]) {
  const entries = keys.map((key) => ({ key, entry: findCatalogueSource(key) }));
  return {
    found: entries.flatMap(({ entry }) => (entry ? [entry] : [])),
    unknown: entries.filter(({ entry }) => !entry).map(({ key }) => key),
  };
}
