import type { CatalogueResponse } from '@pagewise/shared/sources/catalogue-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test, { language: 'fr' });
});
afterAll(() => test.close());

describe('GET /api/sources/catalogue', () => {
  it('lists the sources of a language with its topics named in the caller’s language', async () => {
    const response = await call(test, owner, 'GET', '/api/sources/catalogue?language=fr');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CatalogueResponse;
    expect(body.language).toBe('fr');
    expect(body.sources.length).toBeGreaterThanOrEqual(8);
    expect(body.sources).toContainEqual({
      key: 'fr.news.general.lemonde',
      name: 'Le Monde',
      siteUrl: 'https://www.lemonde.fr',
      feedUrl: 'https://www.lemonde.fr/rss/une.xml',
      topic: 'news',
      subcategory: 'general',
    });
    const news = body.topics.find((topic) => topic.key === 'news');
    expect(news?.label).toBe('Actualités');
    expect(news?.subcategories).toContainEqual({ key: 'politics', label: 'Politique' });
    for (const topic of body.topics)
      for (const subcategory of topic.subcategories)
        expect(
          body.sources.some((source) => source.topic === topic.key && source.subcategory === subcategory.key),
          `${topic.key}.${subcategory.key}`,
        ).toBe(true);
  });

  it('offers only the topics a language has sources for', async () => {
    const response = await call(test, owner, 'GET', '/api/sources/catalogue?language=pt');
    const body = response.json() as CatalogueResponse;
    expect(body.sources.every((source) => source.key.startsWith('pt.'))).toBe(true);
    expect(body.topics.map((topic) => topic.key)).not.toContain('lifestyle');
  });

  it('is open to every role of the account', async () => {
    const viewer = await buildTeamMember(test, owner, 'viewer');
    const response = await call(test, viewer, 'GET', '/api/sources/catalogue?language=uk');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CatalogueResponse;
    expect(body.topics.find((topic) => topic.key === 'sports')?.label).toBe('Sports');
  });

  it('refuses an unknown or missing language on the field', async () => {
    for (const url of ['/api/sources/catalogue?language=xx', '/api/sources/catalogue']) {
      const response = await call(test, owner, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatchObject({
        key: 'invalid_data',
        fields: { language: 'validation.invalid' },
      });
    }
  });

  it('needs a session', async () => {
    const response = await test.http.inject({ method: 'GET', url: '/api/sources/catalogue?language=fr' });
    expect(response.statusCode).toBe(401);
  });
});
