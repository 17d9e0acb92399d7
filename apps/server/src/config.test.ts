import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that run with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      role: 'all',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('lists every wrong value in one readable message', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        ROLE: 'boss',
        DATABASE_URL: 'mysql://x',
        APP_SECRET: 'short',
        SMTP_URL: 'http://mail',
      }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', ROLE: 'boss', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'ROLE', 'DATABASE_URL', 'APP_SECRET']) expect(message).toContain(name);
    }
  });

  it('needs PostgreSQL to split web and worker roles', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrowError(/ROLE=worker needs DATABASE_URL/);
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://localhost/db' }).role).toBe('worker');
  });

  it('reads a relative data folder from where npm was started', () => {
    expect(loadConfig({ INIT_CWD: '/srv/pagewise' }).dataDir).toBe('/srv/pagewise/data');
    expect(loadConfig({ INIT_CWD: '/srv/pagewise', DATA_DIR: '/var/lib/pagewise' }).dataDir).toBe(
      '/var/lib/pagewise',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads the hosts the feed reader may reach although private, none by default', () => {
    expect(loadConfig({}).sourcesAllowedHosts).toEqual([]);
    expect(
      loadConfig({ SOURCES_ALLOWED_HOSTS: ' 127.0.0.1:8080, feeds.test ,,[::1]:81' }).sourcesAllowedHosts,
    ).toEqual(['127.0.0.1:8080', 'feeds.test', '[::1]:81']);
  });
});
