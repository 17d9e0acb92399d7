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

  it('reads how often the bot engine looks for due bots: every minute by default, 1 to 60 s', () => {
    expect(loadConfig({}).botsSweepSeconds).toBe(60);
    expect(loadConfig({ BOTS_SWEEP_SECONDS: '2' }).botsSweepSeconds).toBe(2);
    expect(() => loadConfig({ BOTS_SWEEP_SECONDS: '0' })).toThrow(/BOTS_SWEEP_SECONDS/);
    expect(() => loadConfig({ BOTS_SWEEP_SECONDS: '61' })).toThrow(/BOTS_SWEEP_SECONDS/);
  });

  it('reads the storage quota in MB, 5 GB by default', () => {
    expect(loadConfig({}).storageQuotaBytes).toBe(5 * 1024 ** 3);
    expect(loadConfig({ STORAGE_QUOTA_MB: '500' }).storageQuotaBytes).toBe(500 * 1024 ** 2);
    expect(() => loadConfig({ STORAGE_QUOTA_MB: '0' })).toThrowError(/STORAGE_QUOTA_MB/);
  });

  it('reads the rate limits: on by default, budgets as count/period, RATE_LIMITS=off switches them off', () => {
    const defaults = loadConfig({}).rateLimits;
    expect(defaults).toMatchObject({
      enabled: true,
      perSession: { count: 600, periodSeconds: 60 },
      perAddress: { count: 1200, periodSeconds: 60 },
    });
    expect(defaults.costly.signup).toEqual({ count: 10, periodSeconds: 3600 });
    const tuned = loadConfig({
      RATE_LIMITS: 'off',
      RATE_LIMIT_SESSION: '50/10s',
      RATE_LIMIT_ADDRESS: '100/m',
      RATE_LIMIT_ROUTES: 'upload=200/10m, signup=3/1h',
    }).rateLimits;
    expect(tuned).toMatchObject({
      enabled: false,
      perSession: { count: 50, periodSeconds: 10 },
      perAddress: { count: 100, periodSeconds: 60 },
    });
    expect(tuned.costly).toMatchObject({
      upload: { count: 200, periodSeconds: 600 },
      signup: { count: 3, periodSeconds: 3600 },
      export: defaults.costly.export,
    });
    expect(() => loadConfig({ RATE_LIMIT_SESSION: 'lots' })).toThrowError(
      /RATE_LIMIT_SESSION: must be a rate/,
    );
    expect(() => loadConfig({ RATE_LIMIT_ROUTES: 'downloads=5/1m' })).toThrowError(
      /unknown group "downloads"/,
    );
    expect(() => loadConfig({ RATE_LIMIT_ROUTES: 'upload=0/1m' })).toThrowError(/"0\/1m" is not a rate/);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrowError(/RATE_LIMITS/);
  });

  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY: must be off.*not true/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrowError(/TRUST_PROXY/);
  });

  it('reads Stripe: unset means billing is not configured; the API address may point at a local fake', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_only' }).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      api: { host: 'api.stripe.com', port: 443, protocol: 'https' },
      timeoutMs: 20_000,
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe,
    ).toMatchObject({ webhookSecret: undefined, api: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_TIMEOUT_SECONDS: '3' }).stripe?.timeoutMs,
    ).toBe(3000);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_API_URL: 'ftp://x' })).toThrowError(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_API_URL/,
    );
  });
});
