import { catalogueRows } from './entry.ts';

const tagesschau = { name: 'tagesschau', siteUrl: 'https://www.tagesschau.de' };
const spiegel = { name: 'DER SPIEGEL', siteUrl: 'https://www.spiegel.de' };
const zeit = { name: 'ZEIT ONLINE', siteUrl: 'https://www.zeit.de' };
const faz = { name: 'Frankfurter Allgemeine', siteUrl: 'https://www.faz.net' };
const kicker = { name: 'kicker', siteUrl: 'https://www.kicker.de' };

// biome-ignore format: one source per line
/** Germany: the public broadcaster, the national weeklies and dailies, heise and golem, kicker. */
export const deCatalogue = catalogueRows('de', [
  { topic: 'news', subcategory: 'general', slug: 'tagesschau', ...tagesschau, feedUrl: 'https://www.tagesschau.de/xml/rss2' },
  { topic: 'news', subcategory: 'general', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/schlagzeilen/index.rss' },
  { topic: 'news', subcategory: 'general', slug: 'zeit', ...zeit, feedUrl: 'https://newsfeed.zeit.de/index' },
  { topic: 'news', subcategory: 'general', slug: 'faz', ...faz, feedUrl: 'https://www.faz.net/rss/aktuell/' },
  { topic: 'news', subcategory: 'politics', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/politik/index.rss' },
  { topic: 'news', subcategory: 'politics', slug: 'zeit', ...zeit, feedUrl: 'https://newsfeed.zeit.de/politik/index' },
  { topic: 'news', subcategory: 'world', slug: 'tagesschau', ...tagesschau, feedUrl: 'https://www.tagesschau.de/ausland/index~rss2.xml' },
  { topic: 'news', subcategory: 'world', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/ausland/index.rss' },
  { topic: 'business', subcategory: 'economy', slug: 'tagesschau', ...tagesschau, feedUrl: 'https://www.tagesschau.de/wirtschaft/index~rss2.xml' },
  { topic: 'business', subcategory: 'economy', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/wirtschaft/index.rss' },
  { topic: 'business', subcategory: 'finance', slug: 'faz', ...faz, feedUrl: 'https://www.faz.net/rss/aktuell/finanzen/' },
  { topic: 'technology', subcategory: 'general', slug: 'heise', name: 'heise online', siteUrl: 'https://www.heise.de', feedUrl: 'https://www.heise.de/rss/heise-atom.xml' },
  { topic: 'technology', subcategory: 'general', slug: 'golem', name: 'Golem.de', siteUrl: 'https://www.golem.de', feedUrl: 'https://rss.golem.de/rss.php?feed=ATOM1.0' },
  { topic: 'technology', subcategory: 'general', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/netzwelt/index.rss' },
  { topic: 'technology', subcategory: 'video_games', slug: 'gamestar', name: 'GameStar', siteUrl: 'https://www.gamestar.de', feedUrl: 'https://www.gamestar.de/news/rss/news.rss' },
  { topic: 'science', subcategory: 'general', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/wissenschaft/index.rss' },
  { topic: 'science', subcategory: 'general', slug: 'zeit', ...zeit, feedUrl: 'https://newsfeed.zeit.de/wissen/index' },
  { topic: 'health', subcategory: 'general', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/gesundheit/index.rss' },
  { topic: 'sports', subcategory: 'general', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/sport/index.rss' },
  { topic: 'sports', subcategory: 'general', slug: 'faz', ...faz, feedUrl: 'https://www.faz.net/rss/aktuell/sport/' },
  { topic: 'sports', subcategory: 'football', slug: 'kicker', ...kicker, feedUrl: 'https://newsfeed.kicker.de/news/aktuell' },
  { topic: 'culture', subcategory: 'general', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/kultur/index.rss' },
  { topic: 'culture', subcategory: 'general', slug: 'zeit', ...zeit, feedUrl: 'https://newsfeed.zeit.de/kultur/index' },
  { topic: 'culture', subcategory: 'general', slug: 'faz', ...faz, feedUrl: 'https://www.faz.net/rss/aktuell/feuilleton/' },
  { topic: 'lifestyle', subcategory: 'travel', slug: 'spiegel', ...spiegel, feedUrl: 'https://www.spiegel.de/reise/index.rss' },
]);
