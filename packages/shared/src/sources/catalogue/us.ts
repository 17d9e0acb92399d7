import { catalogueRows } from './entry.ts';

const nyt = { name: 'The New York Times', siteUrl: 'https://www.nytimes.com' };
const npr = { name: 'NPR', siteUrl: 'https://www.npr.org' };
const espn = { name: 'ESPN', siteUrl: 'https://www.espn.com' };
const ars = { name: 'Ars Technica', siteUrl: 'https://arstechnica.com' };
const nytFeed = (section: string) => `https://rss.nytimes.com/services/xml/rss/nyt/${section}.xml`;

// biome-ignore format: one source per line
/** United States: national newspapers and radio, the tech press, sports and entertainment trade titles. */
export const usCatalogue = catalogueRows('us', [
  { topic: 'news', subcategory: 'general', slug: 'nyt', ...nyt, feedUrl: nytFeed('HomePage') },
  { topic: 'news', subcategory: 'general', slug: 'npr', ...npr, feedUrl: 'https://feeds.npr.org/1001/rss.xml' },
  { topic: 'news', subcategory: 'politics', slug: 'nyt', ...nyt, feedUrl: nytFeed('Politics') },
  { topic: 'news', subcategory: 'politics', slug: 'npr', ...npr, feedUrl: 'https://feeds.npr.org/1014/rss.xml' },
  { topic: 'news', subcategory: 'world', slug: 'nyt', ...nyt, feedUrl: nytFeed('World') },
  { topic: 'news', subcategory: 'world', slug: 'npr', ...npr, feedUrl: 'https://feeds.npr.org/1004/rss.xml' },
  { topic: 'business', subcategory: 'economy', slug: 'nyt', ...nyt, feedUrl: nytFeed('Economy') },
  { topic: 'business', subcategory: 'economy', slug: 'npr', ...npr, feedUrl: 'https://feeds.npr.org/1006/rss.xml' },
  { topic: 'business', subcategory: 'finance', slug: 'cnbc', name: 'CNBC', siteUrl: 'https://www.cnbc.com', feedUrl: 'https://www.cnbc.com/id/100003114/device/rss/rss.html' },
  { topic: 'business', subcategory: 'finance', slug: 'nyt', ...nyt, feedUrl: nytFeed('YourMoney') },
  { topic: 'business', subcategory: 'startups', slug: 'techcrunch', name: 'TechCrunch', siteUrl: 'https://techcrunch.com', feedUrl: 'https://techcrunch.com/feed/' },
  { topic: 'technology', subcategory: 'general', slug: 'theverge', name: 'The Verge', siteUrl: 'https://www.theverge.com', feedUrl: 'https://www.theverge.com/rss/index.xml' },
  { topic: 'technology', subcategory: 'general', slug: 'arstechnica', ...ars, feedUrl: 'https://feeds.arstechnica.com/arstechnica/index' },
  { topic: 'technology', subcategory: 'general', slug: 'wired', name: 'Wired', siteUrl: 'https://www.wired.com', feedUrl: 'https://www.wired.com/feed/rss' },
  { topic: 'technology', subcategory: 'video_games', slug: 'polygon', name: 'Polygon', siteUrl: 'https://www.polygon.com', feedUrl: 'https://www.polygon.com/rss/index.xml' },
  { topic: 'technology', subcategory: 'video_games', slug: 'arstechnica', ...ars, feedUrl: 'https://feeds.arstechnica.com/arstechnica/gaming' },
  { topic: 'science', subcategory: 'general', slug: 'nyt', ...nyt, feedUrl: nytFeed('Science') },
  { topic: 'science', subcategory: 'general', slug: 'arstechnica', ...ars, feedUrl: 'https://feeds.arstechnica.com/arstechnica/science' },
  { topic: 'science', subcategory: 'space', slug: 'nyt', ...nyt, feedUrl: nytFeed('Space') },
  { topic: 'health', subcategory: 'general', slug: 'nyt', ...nyt, feedUrl: nytFeed('Health') },
  { topic: 'sports', subcategory: 'general', slug: 'espn', ...espn, feedUrl: 'https://www.espn.com/espn/rss/news' },
  { topic: 'sports', subcategory: 'general', slug: 'nyt', ...nyt, feedUrl: nytFeed('Sports') },
  { topic: 'sports', subcategory: 'american_football', slug: 'espn', ...espn, feedUrl: 'https://www.espn.com/espn/rss/nfl/news' },
  { topic: 'sports', subcategory: 'basketball', slug: 'espn', ...espn, feedUrl: 'https://www.espn.com/espn/rss/nba/news' },
  { topic: 'sports', subcategory: 'baseball', slug: 'espn', ...espn, feedUrl: 'https://www.espn.com/espn/rss/mlb/news' },
  { topic: 'sports', subcategory: 'football', slug: 'espn', ...espn, feedUrl: 'https://www.espn.com/espn/rss/soccer/news' },
  { topic: 'entertainment', subcategory: 'cinema', slug: 'variety', name: 'Variety', siteUrl: 'https://variety.com', feedUrl: 'https://variety.com/feed/' },
  { topic: 'entertainment', subcategory: 'cinema', slug: 'nyt', ...nyt, feedUrl: nytFeed('Movies') },
  { topic: 'entertainment', subcategory: 'music', slug: 'rollingstone', name: 'Rolling Stone', siteUrl: 'https://www.rollingstone.com', feedUrl: 'https://www.rollingstone.com/feed/' },
  { topic: 'entertainment', subcategory: 'tv', slug: 'nyt', ...nyt, feedUrl: nytFeed('Television') },
  { topic: 'lifestyle', subcategory: 'food', slug: 'eater', name: 'Eater', siteUrl: 'https://www.eater.com', feedUrl: 'https://www.eater.com/rss/index.xml' },
  { topic: 'lifestyle', subcategory: 'food', slug: 'nyt', ...nyt, feedUrl: nytFeed('DiningandWine') },
  { topic: 'lifestyle', subcategory: 'travel', slug: 'nyt', ...nyt, feedUrl: nytFeed('Travel') },
  { topic: 'lifestyle', subcategory: 'fashion', slug: 'nyt', ...nyt, feedUrl: nytFeed('FashionandStyle') },
  { topic: 'culture', subcategory: 'general', slug: 'npr', ...npr, feedUrl: 'https://feeds.npr.org/1008/rss.xml' },
  { topic: 'culture', subcategory: 'books', slug: 'nyt', ...nyt, feedUrl: nytFeed('Books') },
  { topic: 'culture', subcategory: 'arts', slug: 'nyt', ...nyt, feedUrl: nytFeed('ArtandDesign') },
]);
