import { catalogueRows } from './entry.ts';

const publico = { name: 'Público', siteUrl: 'https://www.publico.pt' };
const observador = { name: 'Observador', siteUrl: 'https://observador.pt' };
const rtp = { name: 'RTP Notícias', siteUrl: 'https://www.rtp.pt/noticias/' };

// biome-ignore format: one source per line
/** Portugal: the national dailies and weekly, the public broadcaster, the business and sports press. */
export const ptCatalogue = catalogueRows('pt', [
  { topic: 'news', subcategory: 'general', slug: 'publico', ...publico, feedUrl: 'https://feeds.feedburner.com/PublicoRSS' },
  { topic: 'news', subcategory: 'general', slug: 'observador', ...observador, feedUrl: 'https://observador.pt/feed/' },
  { topic: 'news', subcategory: 'general', slug: 'rtp', ...rtp, feedUrl: 'https://www.rtp.pt/noticias/rss' },
  { topic: 'news', subcategory: 'general', slug: 'expresso', name: 'Expresso', siteUrl: 'https://expresso.pt', feedUrl: 'https://expresso.pt/rss' },
  { topic: 'news', subcategory: 'politics', slug: 'observador', ...observador, feedUrl: 'https://observador.pt/seccao/politica/feed/' },
  { topic: 'news', subcategory: 'world', slug: 'rtp', ...rtp, feedUrl: 'https://www.rtp.pt/noticias/rss/mundo' },
  { topic: 'business', subcategory: 'economy', slug: 'eco', name: 'ECO', siteUrl: 'https://eco.sapo.pt', feedUrl: 'https://eco.sapo.pt/feed/' },
  { topic: 'business', subcategory: 'economy', slug: 'jornaldenegocios', name: 'Jornal de Negócios', siteUrl: 'https://www.jornaldenegocios.pt', feedUrl: 'https://www.jornaldenegocios.pt/rss' },
  { topic: 'business', subcategory: 'economy', slug: 'observador', ...observador, feedUrl: 'https://observador.pt/seccao/economia/feed/' },
  { topic: 'technology', subcategory: 'general', slug: 'pplware', name: 'Pplware', siteUrl: 'https://pplware.sapo.pt', feedUrl: 'https://pplware.sapo.pt/feed/' },
  { topic: 'technology', subcategory: 'general', slug: '4gnews', name: '4gnews', siteUrl: 'https://www.4gnews.pt', feedUrl: 'https://www.4gnews.pt/feed/' },
  { topic: 'sports', subcategory: 'general', slug: 'record', name: 'Record', siteUrl: 'https://www.record.pt', feedUrl: 'https://www.record.pt/rss' },
  { topic: 'sports', subcategory: 'general', slug: 'publico', ...publico, feedUrl: 'https://feeds.feedburner.com/PublicoDesporto' },
  { topic: 'sports', subcategory: 'general', slug: 'observador', ...observador, feedUrl: 'https://observador.pt/seccao/desporto/feed/' },
  { topic: 'culture', subcategory: 'general', slug: 'observador', ...observador, feedUrl: 'https://observador.pt/seccao/cultura/feed/' },
]);
