import type { Language } from '@pagewise/shared/languages';
import { catalogueOf, catalogueTopicsOf } from '@pagewise/shared/sources/catalogue';
import {
  type CatalogueResponse,
  catalogueQuery,
  catalogueResponse,
} from '@pagewise/shared/sources/catalogue-contract';
import type { SourceLanguage } from '@pagewise/shared/sources/catalogue-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.ts';

/** One language's suggested sources, its topics named in the caller's interface language. */
function catalogueFor(language: SourceLanguage, interfaceLanguage: Language): CatalogueResponse {
  return {
    language,
    topics: catalogueTopicsOf(language).map((topic) => ({
      key: topic.key,
      label: topic.labels[interfaceLanguage],
      subcategories: topic.subcategories.map((subcategory) => ({
        key: subcategory.key,
        label: subcategory.labels[interfaceLanguage],
      })),
    })),
    sources: catalogueOf(language).map(({ key, name, siteUrl, feedUrl, topic, subcategory }) => ({
      key,
      name,
      siteUrl,
      feedUrl,
      topic,
      subcategory,
    })),
  };
}

/** The suggested sources' catalogue, by language, topic and subcategory. It holds no account data: every role reads it. */
export function catalogueRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sources/catalogue',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Read the suggested sources' catalogue",
          operationId: 'getSourceCatalogue',
          tags: ['sources'],
          querystring: catalogueQuery,
          response: { 200: catalogueResponse },
        },
      },
      async (request) => catalogueFor(request.query.language, authOf(request).user.language),
    );
  };
}
