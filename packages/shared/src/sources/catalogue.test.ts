import { describe, expect, it } from 'vitest';
import { languages } from '../languages.ts';
import {
  catalogue,
  catalogueOf,
  catalogueSourcesFor,
  catalogueTopicsOf,
  findCatalogueSource,
} from './catalogue.ts';
import { catalogueTopics } from './catalogue-topics.ts';
import { sourceLanguages } from './catalogue-types.ts';

describe('suggested sources catalogue', () => {
  it('gives every source a unique key', () => {
    const keys = catalogue.map((source) => source.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds every key from its language, topic, subcategory and a snake_case slug', () => {
    for (const source of catalogue) {
      expect(source.key, source.key).toMatch(
        new RegExp(`^${source.language}\\.${source.topic}\\.${source.subcategory}\\.[a-z0-9_]+$`),
      );
    }
  });

  it('points every source at https addresses', () => {
    for (const source of catalogue) {
      for (const address of [source.feedUrl, source.siteUrl]) {
        expect(URL.canParse(address), `${source.key}: ${address}`).toBe(true);
        expect(new URL(address).protocol, `${source.key}: ${address}`).toBe('https:');
      }
      expect(source.name.trim(), source.key).not.toBe('');
    }
  });

  it('lists every feed once: one feed, one key, one read', () => {
    const feeds = catalogue.map((source) => source.feedUrl);
    expect(new Set(feeds).size).toBe(feeds.length);
  });

  it('files every source under a declared topic and one of its subcategories', () => {
    for (const source of catalogue) {
      const topic = catalogueTopics.find((candidate) => candidate.key === source.topic);
      expect(topic, source.key).toBeDefined();
      expect(
        topic?.subcategories.some((subcategory) => subcategory.key === source.subcategory),
        source.key,
      ).toBe(true);
    }
  });

  it('offers at least 8 sources in every language, and only topics and subcategories it has sources for', () => {
    for (const language of sourceLanguages) {
      expect(catalogueOf(language).length, language).toBeGreaterThanOrEqual(8);
      expect(catalogueOf(language).every((source) => source.language === language)).toBe(true);
      const topics = catalogueTopicsOf(language);
      expect(topics.length, language).toBeGreaterThan(0);
      for (const topic of topics) {
        expect(
          catalogueSourcesFor({ language, topic: topic.key }).length,
          `${language} ${topic.key}`,
        ).toBeGreaterThan(0);
        for (const subcategory of topic.subcategories) {
          const sources = catalogueSourcesFor({ language, topic: topic.key, subcategory: subcategory.key });
          expect(sources.length, `${language} ${topic.key} ${subcategory.key}`).toBeGreaterThan(0);
        }
      }
      const offered = new Set(topics.map((topic) => topic.key));
      expect(catalogueOf(language).every((source) => offered.has(source.topic))).toBe(true);
    }
  });

  it('labels every topic and subcategory in the six interface languages', () => {
    const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);
    expect(new Set(keys(catalogueTopics)).size).toBe(catalogueTopics.length);
    for (const topic of catalogueTopics) {
      expect(topic.key).toMatch(/^[a-z][a-z_]*$/);
      expect(new Set(keys(topic.subcategories)).size, topic.key).toBe(topic.subcategories.length);
      for (const item of [topic, ...topic.subcategories]) {
        expect(item.key).toMatch(/^[a-z][a-z_]*$/);
        expect(Object.keys(item.labels).sort(), item.key).toEqual([...languages].sort());
        for (const language of languages)
          expect(item.labels[language].trim(), `${item.key} ${language}`).not.toBe('');
      }
    }
  });

  it('finds a source by key and narrows a choice to its subcategory', () => {
    expect(findCatalogueSource('fr.news.general.lemonde')?.feedUrl).toBe(
      'https://www.lemonde.fr/rss/une.xml',
    );
    expect(findCatalogueSource('fr.news.general.nowhere')).toBeUndefined();
    const football = catalogueSourcesFor({ language: 'uk', topic: 'sports', subcategory: 'football' });
    expect(football.map((source) => source.key)).toContain('uk.sports.football.bbc');
    expect(football.every((source) => source.subcategory === 'football')).toBe(true);
    const sports = catalogueSourcesFor({ language: 'uk', topic: 'sports', subcategory: null });
    expect(sports.length).toBeGreaterThan(football.length);
    expect(catalogueSourcesFor({ language: 'pt', topic: 'lifestyle' })).toEqual([]);
    expect(catalogueTopicsOf('pt').map((topic) => topic.key)).not.toContain('lifestyle');
  });
});
