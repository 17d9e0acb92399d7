import { catalogueRows } from './entry.ts';

const lemonde = { name: 'Le Monde', siteUrl: 'https://www.lemonde.fr' };
const franceinfo = { name: 'franceinfo', siteUrl: 'https://www.francetvinfo.fr' };
const lefigaro = { name: 'Le Figaro', siteUrl: 'https://www.lefigaro.fr' };
const lequipe = { name: "L'Équipe", siteUrl: 'https://www.lequipe.fr' };

// biome-ignore format: one source per line
/** France: national dailies, the public broadcaster, the tech press and the sports daily. */
export const frCatalogue = catalogueRows('fr', [
  { topic: 'news', subcategory: 'general', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/rss/une.xml' },
  { topic: 'news', subcategory: 'general', slug: 'franceinfo', ...franceinfo, feedUrl: 'https://www.francetvinfo.fr/titres.rss' },
  { topic: 'news', subcategory: 'general', slug: 'lefigaro', ...lefigaro, feedUrl: 'https://www.lefigaro.fr/rss/figaro_actualites.xml' },
  { topic: 'news', subcategory: 'politics', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/politique/rss_full.xml' },
  { topic: 'news', subcategory: 'politics', slug: 'lefigaro', ...lefigaro, feedUrl: 'https://www.lefigaro.fr/rss/figaro_politique.xml' },
  { topic: 'news', subcategory: 'world', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/international/rss_full.xml' },
  { topic: 'news', subcategory: 'world', slug: 'franceinfo', ...franceinfo, feedUrl: 'https://www.francetvinfo.fr/monde.rss' },
  { topic: 'business', subcategory: 'economy', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/economie/rss_full.xml' },
  { topic: 'business', subcategory: 'economy', slug: 'lefigaro', ...lefigaro, feedUrl: 'https://www.lefigaro.fr/rss/figaro_economie.xml' },
  { topic: 'business', subcategory: 'startups', slug: 'maddyness', name: 'Maddyness', siteUrl: 'https://www.maddyness.com', feedUrl: 'https://www.maddyness.com/feed/' },
  { topic: 'technology', subcategory: 'general', slug: 'numerama', name: 'Numerama', siteUrl: 'https://www.numerama.com', feedUrl: 'https://www.numerama.com/feed/' },
  { topic: 'technology', subcategory: 'general', slug: '01net', name: '01net', siteUrl: 'https://www.01net.com', feedUrl: 'https://www.01net.com/actualites/feed/' },
  { topic: 'technology', subcategory: 'general', slug: 'frandroid', name: 'Frandroid', siteUrl: 'https://www.frandroid.com', feedUrl: 'https://www.frandroid.com/feed' },
  { topic: 'technology', subcategory: 'video_games', slug: 'jeuxvideo', name: 'Jeuxvideo.com', siteUrl: 'https://www.jeuxvideo.com', feedUrl: 'https://www.jeuxvideo.com/rss/rss.xml' },
  { topic: 'technology', subcategory: 'video_games', slug: 'lemonde_pixels', name: 'Le Monde Pixels', siteUrl: 'https://www.lemonde.fr/pixels/', feedUrl: 'https://www.lemonde.fr/pixels/rss_full.xml' },
  { topic: 'science', subcategory: 'general', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/sciences/rss_full.xml' },
  { topic: 'science', subcategory: 'environment', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/planete/rss_full.xml' },
  { topic: 'health', subcategory: 'general', slug: 'franceinfo', ...franceinfo, feedUrl: 'https://www.francetvinfo.fr/sante.rss' },
  { topic: 'health', subcategory: 'general', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/sante/rss_full.xml' },
  { topic: 'sports', subcategory: 'general', slug: 'lequipe', ...lequipe, feedUrl: 'https://www.lequipe.fr/rss/actu_rss.xml' },
  { topic: 'sports', subcategory: 'general', slug: 'franceinfo', ...franceinfo, feedUrl: 'https://www.francetvinfo.fr/sports.rss' },
  { topic: 'sports', subcategory: 'football', slug: 'lequipe', ...lequipe, feedUrl: 'https://www.lequipe.fr/rss/actu_rss_Football.xml' },
  { topic: 'sports', subcategory: 'rugby', slug: 'lequipe', ...lequipe, feedUrl: 'https://www.lequipe.fr/rss/actu_rss_Rugby.xml' },
  { topic: 'entertainment', subcategory: 'cinema', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/cinema/rss_full.xml' },
  { topic: 'entertainment', subcategory: 'music', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/musiques/rss_full.xml' },
  { topic: 'culture', subcategory: 'general', slug: 'franceinfo', ...franceinfo, feedUrl: 'https://www.francetvinfo.fr/culture.rss' },
  { topic: 'culture', subcategory: 'general', slug: 'lefigaro', ...lefigaro, feedUrl: 'https://www.lefigaro.fr/rss/figaro_culture.xml' },
  { topic: 'culture', subcategory: 'books', slug: 'lemonde', ...lemonde, feedUrl: 'https://www.lemonde.fr/livres/rss_full.xml' },
]);
