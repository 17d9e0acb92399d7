/** Languages (markets) of the suggested sources and of bots (spec §3, §9): France, US, UK, Germany, Italy, Spain, Portugal. */
export const sourceLanguages = ['fr', 'us', 'uk', 'de', 'it', 'es', 'pt'] as const;
export type SourceLanguage = (typeof sourceLanguages)[number];

/** A suggested source: a real public feed, chosen by language, topic and subcategory. */
export type CatalogueSource = {
  /** Stable key, e.g. `fr.technology.general.numerama`: bots and the sources table refer to it. */
  key: string;
  name: string;
  /** The public RSS/Atom feed address. */
  feedUrl: string;
  /** The site's home page, shown to the user. */
  siteUrl: string;
  language: SourceLanguage;
  topic: string;
  subcategory: string;
};
