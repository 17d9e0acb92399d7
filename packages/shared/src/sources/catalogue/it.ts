import { catalogueRows } from './entry.ts';

const ansa = { name: 'ANSA', siteUrl: 'https://www.ansa.it' };
const repubblica = { name: 'la Repubblica', siteUrl: 'https://www.repubblica.it' };
const corriere = { name: 'Corriere della Sera', siteUrl: 'https://www.corriere.it' };
const gazzetta = { name: 'La Gazzetta dello Sport', siteUrl: 'https://www.gazzetta.it' };
const ansaFeed = (section: string) => `https://www.ansa.it/sito/notizie/${section}_rss.xml`;
const repubblicaFeed = (section: string) => `https://www.repubblica.it/rss/${section}/rss2.0.xml`;
const corriereFeed = (section: string) => `https://xml2.corriereobjects.it/rss/${section}.xml`;

// biome-ignore format: one source per line
/** Italy: the national news agency, the two leading dailies, Il Sole 24 Ore and La Gazzetta dello Sport. */
export const itCatalogue = catalogueRows('it', [
  { topic: 'news', subcategory: 'general', slug: 'ansa', ...ansa, feedUrl: 'https://www.ansa.it/sito/ansait_rss.xml' },
  { topic: 'news', subcategory: 'general', slug: 'repubblica', ...repubblica, feedUrl: repubblicaFeed('homepage') },
  { topic: 'news', subcategory: 'general', slug: 'corriere', ...corriere, feedUrl: corriereFeed('homepage') },
  { topic: 'news', subcategory: 'politics', slug: 'ansa', ...ansa, feedUrl: ansaFeed('politica/politica') },
  { topic: 'news', subcategory: 'politics', slug: 'corriere', ...corriere, feedUrl: corriereFeed('politica') },
  { topic: 'news', subcategory: 'world', slug: 'ansa', ...ansa, feedUrl: ansaFeed('mondo/mondo') },
  { topic: 'news', subcategory: 'world', slug: 'repubblica', ...repubblica, feedUrl: repubblicaFeed('esteri') },
  { topic: 'business', subcategory: 'economy', slug: 'ansa', ...ansa, feedUrl: ansaFeed('economia/economia') },
  { topic: 'business', subcategory: 'economy', slug: 'ilsole24ore', name: 'Il Sole 24 Ore', siteUrl: 'https://www.ilsole24ore.com', feedUrl: 'https://www.ilsole24ore.com/rss/economia.xml' },
  { topic: 'business', subcategory: 'economy', slug: 'corriere', ...corriere, feedUrl: corriereFeed('economia') },
  { topic: 'technology', subcategory: 'general', slug: 'ansa', ...ansa, feedUrl: ansaFeed('tecnologia/tecnologia') },
  { topic: 'technology', subcategory: 'general', slug: 'repubblica', ...repubblica, feedUrl: repubblicaFeed('tecnologia') },
  { topic: 'technology', subcategory: 'general', slug: 'wired', name: 'Wired Italia', siteUrl: 'https://www.wired.it', feedUrl: 'https://www.wired.it/feed/rss' },
  { topic: 'science', subcategory: 'general', slug: 'corriere', ...corriere, feedUrl: corriereFeed('scienze') },
  { topic: 'health', subcategory: 'general', slug: 'corriere', ...corriere, feedUrl: corriereFeed('salute') },
  { topic: 'sports', subcategory: 'general', slug: 'gazzetta', ...gazzetta, feedUrl: 'https://www.gazzetta.it/rss/home.xml' },
  { topic: 'sports', subcategory: 'general', slug: 'ansa', ...ansa, feedUrl: ansaFeed('sport/sport') },
  { topic: 'sports', subcategory: 'football', slug: 'gazzetta', ...gazzetta, feedUrl: 'https://www.gazzetta.it/rss/calcio.xml' },
  { topic: 'sports', subcategory: 'football', slug: 'ansa', ...ansa, feedUrl: ansaFeed('sport/calcio/calcio') },
  { topic: 'entertainment', subcategory: 'general', slug: 'corriere', ...corriere, feedUrl: corriereFeed('spettacoli') },
  { topic: 'culture', subcategory: 'general', slug: 'ansa', ...ansa, feedUrl: ansaFeed('cultura/cultura') },
  { topic: 'culture', subcategory: 'general', slug: 'corriere', ...corriere, feedUrl: corriereFeed('cultura') },
]);
