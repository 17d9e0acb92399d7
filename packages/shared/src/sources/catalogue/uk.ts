import { catalogueRows } from './entry.ts';

const bbc = { name: 'BBC News', siteUrl: 'https://www.bbc.co.uk/news' };
const bbcSport = { name: 'BBC Sport', siteUrl: 'https://www.bbc.co.uk/sport' };
const guardian = { name: 'The Guardian', siteUrl: 'https://www.theguardian.com/uk' };
const sky = { name: 'Sky News', siteUrl: 'https://news.sky.com' };

// biome-ignore format: one source per line
/** United Kingdom: the BBC, the Guardian, Sky, and the tech, games and music press. */
export const ukCatalogue = catalogueRows('uk', [
  { topic: 'news', subcategory: 'general', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/rss.xml' },
  { topic: 'news', subcategory: 'general', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/uk/rss' },
  { topic: 'news', subcategory: 'general', slug: 'skynews', ...sky, feedUrl: 'https://feeds.skynews.com/feeds/rss/home.xml' },
  { topic: 'news', subcategory: 'politics', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/politics/rss.xml' },
  { topic: 'news', subcategory: 'politics', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/politics/rss' },
  { topic: 'news', subcategory: 'world', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/world/rss.xml' },
  { topic: 'news', subcategory: 'world', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/world/rss' },
  { topic: 'business', subcategory: 'economy', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/business/rss.xml' },
  { topic: 'business', subcategory: 'economy', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/business/rss' },
  { topic: 'business', subcategory: 'finance', slug: 'guardian_money', name: 'The Guardian Money', siteUrl: 'https://www.theguardian.com/money', feedUrl: 'https://www.theguardian.com/money/rss' },
  { topic: 'technology', subcategory: 'general', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/technology/rss.xml' },
  { topic: 'technology', subcategory: 'general', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/technology/rss' },
  { topic: 'technology', subcategory: 'general', slug: 'theregister', name: 'The Register', siteUrl: 'https://www.theregister.com', feedUrl: 'https://www.theregister.com/headlines.atom' },
  { topic: 'technology', subcategory: 'video_games', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/games/rss' },
  { topic: 'science', subcategory: 'general', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/science/rss' },
  { topic: 'science', subcategory: 'environment', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/science_and_environment/rss.xml' },
  { topic: 'science', subcategory: 'environment', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/environment/rss' },
  { topic: 'health', subcategory: 'general', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/health/rss.xml' },
  { topic: 'sports', subcategory: 'general', slug: 'bbc', ...bbcSport, feedUrl: 'https://feeds.bbci.co.uk/sport/rss.xml' },
  { topic: 'sports', subcategory: 'general', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/sport/rss' },
  { topic: 'sports', subcategory: 'football', slug: 'bbc', ...bbcSport, feedUrl: 'https://feeds.bbci.co.uk/sport/football/rss.xml' },
  { topic: 'sports', subcategory: 'football', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/football/rss' },
  { topic: 'sports', subcategory: 'football', slug: 'skysports', name: 'Sky Sports', siteUrl: 'https://www.skysports.com', feedUrl: 'https://www.skysports.com/rss/12040' },
  { topic: 'sports', subcategory: 'rugby', slug: 'bbc', ...bbcSport, feedUrl: 'https://feeds.bbci.co.uk/sport/rugby-union/rss.xml' },
  { topic: 'sports', subcategory: 'cricket', slug: 'bbc', ...bbcSport, feedUrl: 'https://feeds.bbci.co.uk/sport/cricket/rss.xml' },
  { topic: 'sports', subcategory: 'tennis', slug: 'bbc', ...bbcSport, feedUrl: 'https://feeds.bbci.co.uk/sport/tennis/rss.xml' },
  { topic: 'sports', subcategory: 'motorsport', slug: 'bbc', ...bbcSport, feedUrl: 'https://feeds.bbci.co.uk/sport/formula1/rss.xml' },
  { topic: 'entertainment', subcategory: 'cinema', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/film/rss' },
  { topic: 'entertainment', subcategory: 'music', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/music/rss' },
  { topic: 'entertainment', subcategory: 'music', slug: 'nme', name: 'NME', siteUrl: 'https://www.nme.com', feedUrl: 'https://www.nme.com/feed' },
  { topic: 'entertainment', subcategory: 'tv', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/tv-and-radio/rss' },
  { topic: 'lifestyle', subcategory: 'food', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/food/rss' },
  { topic: 'lifestyle', subcategory: 'travel', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/travel/rss' },
  { topic: 'lifestyle', subcategory: 'fashion', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/fashion/rss' },
  { topic: 'culture', subcategory: 'general', slug: 'bbc', ...bbc, feedUrl: 'https://feeds.bbci.co.uk/news/entertainment_and_arts/rss.xml' },
  { topic: 'culture', subcategory: 'books', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/books/rss' },
  { topic: 'culture', subcategory: 'arts', slug: 'guardian', ...guardian, feedUrl: 'https://www.theguardian.com/artanddesign/rss' },
]);
