import { catalogueRows } from './entry.ts';

const elpais = { name: 'EL PAÍS', siteUrl: 'https://elpais.com' };
const elmundo = { name: 'EL MUNDO', siteUrl: 'https://www.elmundo.es' };
const marca = { name: 'MARCA', siteUrl: 'https://www.marca.com' };
const elpaisFeed = (section: string) =>
  `https://feeds.elpais.com/mrss-s/pages/ep/site/elpais.com/section/${section}/portada`;

// biome-ignore format: one source per line
/** Spain: the national dailies, the sports dailies and the Webedia tech and lifestyle blogs. */
export const esCatalogue = catalogueRows('es', [
  { topic: 'news', subcategory: 'general', slug: 'elpais', ...elpais, feedUrl: 'https://feeds.elpais.com/mrss-s/pages/ep/site/elpais.com/portada' },
  { topic: 'news', subcategory: 'general', slug: 'elmundo', ...elmundo, feedUrl: 'https://e00-elmundo.uecdn.es/elmundo/rss/portada.xml' },
  { topic: 'news', subcategory: 'general', slug: '20minutos', name: '20minutos', siteUrl: 'https://www.20minutos.es', feedUrl: 'https://www.20minutos.es/rss/' },
  { topic: 'news', subcategory: 'politics', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('espana') },
  { topic: 'news', subcategory: 'world', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('internacional') },
  { topic: 'business', subcategory: 'economy', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('economia') },
  { topic: 'business', subcategory: 'economy', slug: 'expansion', name: 'Expansión', siteUrl: 'https://www.expansion.com', feedUrl: 'https://e00-expansion.uecdn.es/rss/portada.xml' },
  { topic: 'business', subcategory: 'finance', slug: 'expansion', name: 'Expansión', siteUrl: 'https://www.expansion.com', feedUrl: 'https://e00-expansion.uecdn.es/rss/mercados.xml' },
  { topic: 'technology', subcategory: 'general', slug: 'xataka', name: 'Xataka', siteUrl: 'https://www.xataka.com', feedUrl: 'https://www.xataka.com/index.xml' },
  { topic: 'technology', subcategory: 'general', slug: 'genbeta', name: 'Genbeta', siteUrl: 'https://www.genbeta.com', feedUrl: 'https://www.genbeta.com/index.xml' },
  { topic: 'technology', subcategory: 'general', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('tecnologia') },
  { topic: 'technology', subcategory: 'video_games', slug: 'vidaextra', name: 'Vida Extra', siteUrl: 'https://www.vidaextra.com', feedUrl: 'https://www.vidaextra.com/index.xml' },
  { topic: 'science', subcategory: 'general', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('ciencia') },
  { topic: 'health', subcategory: 'general', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('salud-y-bienestar') },
  { topic: 'sports', subcategory: 'general', slug: 'marca', ...marca, feedUrl: 'https://e00-marca.uecdn.es/rss/portada.xml' },
  { topic: 'sports', subcategory: 'general', slug: 'as', name: 'AS', siteUrl: 'https://as.com', feedUrl: 'https://feeds.as.com/mrss-s/pages/as/site/as.com/portada' },
  { topic: 'sports', subcategory: 'general', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('deportes') },
  { topic: 'sports', subcategory: 'football', slug: 'marca', ...marca, feedUrl: 'https://e00-marca.uecdn.es/rss/futbol/primera-division.xml' },
  { topic: 'sports', subcategory: 'basketball', slug: 'marca', ...marca, feedUrl: 'https://e00-marca.uecdn.es/rss/baloncesto.xml' },
  { topic: 'entertainment', subcategory: 'cinema', slug: 'espinof', name: 'Espinof', siteUrl: 'https://www.espinof.com', feedUrl: 'https://www.espinof.com/index.xml' },
  { topic: 'lifestyle', subcategory: 'food', slug: 'directoalpaladar', name: 'Directo al Paladar', siteUrl: 'https://www.directoalpaladar.com', feedUrl: 'https://www.directoalpaladar.com/index.xml' },
  { topic: 'lifestyle', subcategory: 'fashion', slug: 'trendencias', name: 'Trendencias', siteUrl: 'https://www.trendencias.com', feedUrl: 'https://www.trendencias.com/index.xml' },
  { topic: 'culture', subcategory: 'general', slug: 'elpais', ...elpais, feedUrl: elpaisFeed('cultura') },
]);
