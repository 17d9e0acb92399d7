import type { Language } from '../languages.ts';

/** A name in every interface language, so the web shows topics without catalogue entries of its own. */
export type CatalogueLabels = Record<Language, string>;

export type CatalogueSubcategory = { key: string; labels: CatalogueLabels };
export type CatalogueTopic = {
  key: string;
  labels: CatalogueLabels;
  subcategories: readonly CatalogueSubcategory[];
};

const general = {
  key: 'general',
  labels: { en: 'General', fr: 'Général', de: 'Allgemein', es: 'General', pt: 'Geral', it: 'Generale' },
} as const;

/**
 * Topics and subcategories of the suggested sources (spec §3). Keys are stored on bots and in
 * catalogue keys: never rename one. A language offers only the topics and subcategories it has
 * sources for (`catalogueTopicsOf` in catalogue.ts).
 */
export const catalogueTopics = [
  {
    key: 'news',
    labels: {
      en: 'News',
      fr: 'Actualités',
      de: 'Nachrichten',
      es: 'Noticias',
      pt: 'Notícias',
      it: 'Notizie',
    },
    subcategories: [
      general,
      {
        key: 'politics',
        labels: {
          en: 'Politics',
          fr: 'Politique',
          de: 'Politik',
          es: 'Política',
          pt: 'Política',
          it: 'Politica',
        },
      },
      {
        key: 'world',
        labels: {
          en: 'World',
          fr: 'International',
          de: 'Ausland',
          es: 'Internacional',
          pt: 'Mundo',
          it: 'Esteri',
        },
      },
    ],
  },
  {
    key: 'business',
    labels: {
      en: 'Business',
      fr: 'Économie',
      de: 'Wirtschaft',
      es: 'Economía',
      pt: 'Economia',
      it: 'Economia',
    },
    subcategories: [
      {
        key: 'economy',
        labels: {
          en: 'Economy',
          fr: 'Conjoncture',
          de: 'Konjunktur',
          es: 'Actualidad económica',
          pt: 'Atualidade económica',
          it: 'Attualità economica',
        },
      },
      {
        key: 'finance',
        labels: {
          en: 'Finance',
          fr: 'Finance',
          de: 'Finanzen',
          es: 'Finanzas',
          pt: 'Finanças',
          it: 'Finanza',
        },
      },
      {
        key: 'startups',
        labels: {
          en: 'Startups',
          fr: 'Start-up',
          de: 'Start-ups',
          es: 'Startups',
          pt: 'Startups',
          it: 'Startup',
        },
      },
    ],
  },
  {
    key: 'technology',
    labels: {
      en: 'Technology',
      fr: 'Technologie',
      de: 'Technik',
      es: 'Tecnología',
      pt: 'Tecnologia',
      it: 'Tecnologia',
    },
    subcategories: [
      general,
      {
        key: 'video_games',
        labels: {
          en: 'Video games',
          fr: 'Jeux vidéo',
          de: 'Videospiele',
          es: 'Videojuegos',
          pt: 'Videojogos',
          it: 'Videogiochi',
        },
      },
    ],
  },
  {
    key: 'science',
    labels: {
      en: 'Science',
      fr: 'Sciences',
      de: 'Wissenschaft',
      es: 'Ciencia',
      pt: 'Ciência',
      it: 'Scienza',
    },
    subcategories: [
      general,
      {
        key: 'space',
        labels: { en: 'Space', fr: 'Espace', de: 'Raumfahrt', es: 'Espacio', pt: 'Espaço', it: 'Spazio' },
      },
      {
        key: 'environment',
        labels: {
          en: 'Environment',
          fr: 'Environnement',
          de: 'Umwelt',
          es: 'Medio ambiente',
          pt: 'Ambiente',
          it: 'Ambiente',
        },
      },
    ],
  },
  {
    key: 'health',
    labels: { en: 'Health', fr: 'Santé', de: 'Gesundheit', es: 'Salud', pt: 'Saúde', it: 'Salute' },
    subcategories: [general],
  },
  {
    key: 'sports',
    labels: { en: 'Sports', fr: 'Sport', de: 'Sport', es: 'Deportes', pt: 'Desporto', it: 'Sport' },
    subcategories: [
      general,
      {
        key: 'football',
        labels: { en: 'Football', fr: 'Football', de: 'Fußball', es: 'Fútbol', pt: 'Futebol', it: 'Calcio' },
      },
      {
        key: 'american_football',
        labels: {
          en: 'American football',
          fr: 'Football américain',
          de: 'American Football',
          es: 'Fútbol americano',
          pt: 'Futebol americano',
          it: 'Football americano',
        },
      },
      {
        key: 'basketball',
        labels: {
          en: 'Basketball',
          fr: 'Basket',
          de: 'Basketball',
          es: 'Baloncesto',
          pt: 'Basquetebol',
          it: 'Basket',
        },
      },
      {
        key: 'baseball',
        labels: {
          en: 'Baseball',
          fr: 'Baseball',
          de: 'Baseball',
          es: 'Béisbol',
          pt: 'Basebol',
          it: 'Baseball',
        },
      },
      {
        key: 'rugby',
        labels: { en: 'Rugby', fr: 'Rugby', de: 'Rugby', es: 'Rugby', pt: 'Râguebi', it: 'Rugby' },
      },
      {
        key: 'cricket',
        labels: { en: 'Cricket', fr: 'Cricket', de: 'Cricket', es: 'Críquet', pt: 'Críquete', it: 'Cricket' },
      },
      {
        key: 'tennis',
        labels: { en: 'Tennis', fr: 'Tennis', de: 'Tennis', es: 'Tenis', pt: 'Ténis', it: 'Tennis' },
      },
      {
        key: 'cycling',
        labels: {
          en: 'Cycling',
          fr: 'Cyclisme',
          de: 'Radsport',
          es: 'Ciclismo',
          pt: 'Ciclismo',
          it: 'Ciclismo',
        },
      },
      {
        key: 'motorsport',
        labels: {
          en: 'Motorsport',
          fr: 'Sport automobile',
          de: 'Motorsport',
          es: 'Motor',
          pt: 'Automobilismo',
          it: 'Motori',
        },
      },
    ],
  },
  {
    key: 'entertainment',
    labels: {
      en: 'Entertainment',
      fr: 'Divertissement',
      de: 'Unterhaltung',
      es: 'Entretenimiento',
      pt: 'Entretenimento',
      it: 'Intrattenimento',
    },
    subcategories: [
      general,
      {
        key: 'cinema',
        labels: { en: 'Cinema', fr: 'Cinéma', de: 'Kino', es: 'Cine', pt: 'Cinema', it: 'Cinema' },
      },
      {
        key: 'music',
        labels: { en: 'Music', fr: 'Musique', de: 'Musik', es: 'Música', pt: 'Música', it: 'Musica' },
      },
      {
        key: 'tv',
        labels: {
          en: 'TV',
          fr: 'Télévision',
          de: 'Fernsehen',
          es: 'Televisión',
          pt: 'Televisão',
          it: 'Televisione',
        },
      },
    ],
  },
  {
    key: 'lifestyle',
    labels: {
      en: 'Lifestyle',
      fr: 'Art de vivre',
      de: 'Lifestyle',
      es: 'Estilo de vida',
      pt: 'Estilo de vida',
      it: 'Stile di vita',
    },
    subcategories: [
      {
        key: 'food',
        labels: {
          en: 'Food',
          fr: 'Cuisine',
          de: 'Essen & Trinken',
          es: 'Gastronomía',
          pt: 'Gastronomia',
          it: 'Cucina',
        },
      },
      {
        key: 'travel',
        labels: { en: 'Travel', fr: 'Voyage', de: 'Reisen', es: 'Viajes', pt: 'Viagens', it: 'Viaggi' },
      },
      {
        key: 'fashion',
        labels: { en: 'Fashion', fr: 'Mode', de: 'Mode', es: 'Moda', pt: 'Moda', it: 'Moda' },
      },
    ],
  },
  {
    key: 'culture',
    labels: { en: 'Culture', fr: 'Culture', de: 'Kultur', es: 'Cultura', pt: 'Cultura', it: 'Cultura' },
    subcategories: [
      general,
      {
        key: 'books',
        labels: { en: 'Books', fr: 'Livres', de: 'Bücher', es: 'Libros', pt: 'Livros', it: 'Libri' },
      },
      {
        key: 'arts',
        labels: { en: 'Arts', fr: 'Arts', de: 'Kunst', es: 'Arte', pt: 'Artes', it: 'Arte' },
      },
    ],
  },
] as const satisfies readonly CatalogueTopic[];

export type CatalogueTopicKey = (typeof catalogueTopics)[number]['key'];

/** A topic and one of its own subcategories: the pair every catalogue source is filed under. */
export type CatalogueTopicChoice = {
  [Topic in (typeof catalogueTopics)[number] as Topic['key']]: {
    topic: Topic['key'];
    subcategory: Topic['subcategories'][number]['key'];
  };
}[CatalogueTopicKey];

export function findCatalogueTopic(key: string): CatalogueTopic | undefined {
  return catalogueTopics.find((topic) => topic.key === key);
}
