import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, resolveJwtSecret, resolveSecretsKey } from './config';

describe('parseConfig', () => {
  it('fills the documented defaults', () => {
    const result = parseConfig({}, '/srv/app');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/app/.data',
      appUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      rateLimit: { loginMax: 10, resetMax: 5 },
      corsOrigins: [],
    });
    expect(result.config.webDist).toMatch(/apps[\\/]web[\\/]dist$/);
  });

  it('reads given values', () => {
    const result = parseConfig(
      {
        PORT: '3001',
        DATABASE_URL: 'postgres://postgres@db:5432/pms',
        DATA_DIR: 'data',
        APP_URL: 'https://pms.example.com/',
        SEED_DEMO: 'false',
        CORS_ORIGIN: 'https://a.example, https://b.example',
      },
      '/srv/app',
    );
    expect(result.ok && result.config).toMatchObject({
      port: 3001,
      databaseUrl: 'postgres://postgres@db:5432/pms',
      dataDir: '/srv/app/data',
      appUrl: 'https://pms.example.com',
      seedDemo: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('reads the pool size and the PGlite request line, and refuses values out of range', () => {
    const defaults = parseConfig({}, '/srv/app');
    expect(defaults.ok && defaults.config).toMatchObject({
      databasePoolMax: 10,
      pgliteAdmission: { maxActive: 4, maxQueued: 100, maxWaitMs: 3000 },
    });
    const given = parseConfig(
      {
        DATABASE_POOL_MAX: '20',
        PGLITE_MAX_ACTIVE_REQUESTS: '2',
        PGLITE_MAX_QUEUED_REQUESTS: '0',
        PGLITE_QUEUE_TIMEOUT_MS: '2500',
      },
      '/srv/app',
    );
    expect(given.ok && given.config).toMatchObject({
      databasePoolMax: 20,
      pgliteAdmission: { maxActive: 2, maxQueued: 0, maxWaitMs: 2500 },
    });
    const refused = parseConfig({ DATABASE_POOL_MAX: '0', PGLITE_QUEUE_TIMEOUT_MS: 'soon' }, '/');
    expect(!refused.ok && refused.errors).toEqual([
      'DATABASE_POOL_MAX: must be a number between 1 and 1000',
      'PGLITE_QUEUE_TIMEOUT_MS: must be a number between 100 and 120000',
    ]);
  });

  it('reads the rate limits counted in the database and TRUST_PROXY', () => {
    const parsed = (env: NodeJS.ProcessEnv) => {
      const result = parseConfig(env, '/srv/app');
      return result.ok ? result.config : undefined;
    };
    expect(parsed({})).toMatchObject({
      rateLimit: {
        loginFailuresPerAccount: 10,
        loginFailuresPerIp: 30,
        passwordChangesPerUser: 5,
        mailsPerAddress: 5,
        mailsPerIp: 10,
      },
      trustProxy: false,
    });
    expect(
      parsed({
        RATE_LIMIT_LOGIN_ACCOUNT_MAX: '3',
        RATE_LIMIT_MAIL_IP_MAX: '1000',
        TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      }),
    ).toMatchObject({
      rateLimit: { loginFailuresPerAccount: 3, mailsPerIp: 1000 },
      trustProxy: ['10.0.0.1', '10.0.0.2'],
    });
    expect(parsed({ TRUST_PROXY: 'true' })?.trustProxy).toBe(true);
    expect(parsed({ TRUST_PROXY: '2' })?.trustProxy).toBe(2);
    expect(parseConfig({ RATE_LIMIT_MAIL_ADDRESS_MAX: '0' }, '/srv/app').ok).toBe(false);
  });

  it('never seeds demo data in production unless SEED_DEMO=true is given, and reads ROLE', () => {
    const seedDemo = (env: NodeJS.ProcessEnv) => {
      const result = parseConfig(env, '/srv/app');
      return result.ok && result.config.seedDemo;
    };
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ NODE_ENV: 'development' })).toBe(true);
    expect(seedDemo({ NODE_ENV: 'production' })).toBe(false);
    expect(seedDemo({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
    expect(seedDemo({ NODE_ENV: 'production', SEED_DEMO: '' })).toBe(false);
    expect(seedDemo({ SEED_DEMO: 'false' })).toBe(false);

    const defaults = parseConfig({}, '/srv/app');
    expect(defaults.ok && defaults.config).toMatchObject({
      role: 'all',
      jobs: { maintenanceSeconds: 60, cleaningSweepSeconds: 600, testEventHandlerDelayMs: 0 },
    });
    const worker = parseConfig({ ROLE: 'worker', CLEANING_SWEEP_SECONDS: '10' }, '/srv/app');
    expect(worker.ok && worker.config).toMatchObject({
      role: 'worker',
      jobs: { cleaningSweepSeconds: 10 },
    });
    const wrong = parseConfig({ ROLE: 'cron', CLEANING_SWEEP_SECONDS: '1' }, '/srv/app');
    expect(!wrong.ok && wrong.errors).toEqual([
      'ROLE: must be one of all, web, worker',
      'CLEANING_SWEEP_SECONDS: must be a number between 5 and 86400',
    ]);
  });

  it('names every bad value in a readable line', () => {
    const result = parseConfig(
      {
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'not a url',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short',
        RATE_LIMIT_LOGIN_MAX: '0',
      },
      '/srv/app',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'PORT: must be a number between 1 and 65535',
      'DATABASE_URL: must be a URL like postgres://user:password@host:5432/database',
      'JWT_SECRET: must be at least 32 characters long',
      'SMTP_URL: must be a URL like smtp://user:password@mail.example.com:587',
      'SEED_DEMO: must be true or false',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'RATE_LIMIT_LOGIN_MAX: must be a number between 1 and 100000',
    ]);
  });

  it('keeps connections longer than a load balancer and refuses timeouts that contradict it', () => {
    const timeouts = (env: NodeJS.ProcessEnv) => {
      const result = parseConfig(env, '/srv/app');
      return result.ok ? result.config.http : result.errors;
    };
    expect(timeouts({})).toEqual({
      keepAliveTimeoutMs: 72_000,
      headersTimeoutMs: 73_000,
      requestTimeoutMs: 120_000,
    });
    // Raising the keep-alive timeout alone moves the headers (and request) timeout with it.
    expect(timeouts({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '620' })).toEqual({
      keepAliveTimeoutMs: 620_000,
      headersTimeoutMs: 621_000,
      requestTimeoutMs: 621_000,
    });
    expect(timeouts({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 'long' })).toEqual([
      'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: must be a number between 1 and 3600',
    ]);
    expect(
      timeouts({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '90', HTTP_HEADERS_TIMEOUT_SECONDS: '60' }),
    ).toEqual(['HTTP_HEADERS_TIMEOUT_SECONDS: must be above HTTP_KEEP_ALIVE_TIMEOUT_SECONDS (90)']);
    expect(timeouts({ HTTP_REQUEST_TIMEOUT_SECONDS: '30' })).toEqual([
      'HTTP_REQUEST_TIMEOUT_SECONDS: must be at least HTTP_HEADERS_TIMEOUT_SECONDS (73)',
    ]);
    expect(timeouts({ HTTP_HEADERS_TIMEOUT_SECONDS: '0' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_SECONDS: must be a number between 1 and 3600',
    ]);
  });

  it('reads STRIPE_SECRET_KEY when it looks like a Stripe key and refuses anything else', () => {
    const unset = parseConfig({}, '/srv/app');
    expect(unset.ok && unset.config.stripeSecretKey).toBeUndefined();
    const set = parseConfig(
      { STRIPE_SECRET_KEY: ' sk_test_51abcDEF ', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      '/srv/app',
    );
    expect(set.ok && set.config.stripeSecretKey).toBe('sk_test_51abcDEF');
    // Without the webhook secret every payment would be refused: the server does not start.
    const noSecret = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_51abcDEF' }, '/srv/app');
    expect(!noSecret.ok && noSecret.errors[0]).toMatch(/^STRIPE_WEBHOOK_SECRET: must be set/);
    const wrong = parseConfig({ STRIPE_SECRET_KEY: 'pk_live_publishable' }, '/srv/app');
    expect(!wrong.ok && wrong.errors).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_… or sk_test_…)',
    ]);
  });

  it('allows the test checkout (online payment without Stripe) only outside production unless asked', () => {
    const development = parseConfig({}, '/srv/app');
    expect(development.ok && development.config.testCheckout).toBe(true);
    const production = parseConfig({ NODE_ENV: 'production' }, '/srv/app');
    expect(production.ok && production.config.testCheckout).toBe(false);
    const demo = parseConfig(
      { NODE_ENV: 'production', PAYMENTS_TEST_CHECKOUT: 'true' },
      '/srv/app',
    );
    expect(demo.ok && demo.config.testCheckout).toBe(true);
  });

  it('reads SEVEN_API_URL and TWILIO_API_URL (test doubles) and leaves them unset by default', () => {
    const unset = parseConfig({}, '/srv/app');
    expect(unset.ok && [unset.config.sevenApiUrl, unset.config.twilioApiUrl]).toEqual([
      undefined,
      undefined,
    ]);
    const set = parseConfig(
      { SEVEN_API_URL: 'http://127.0.0.1:4010/', TWILIO_API_URL: 'http://127.0.0.1:4011' },
      '/srv/app',
    );
    expect(set.ok && [set.config.sevenApiUrl, set.config.twilioApiUrl]).toEqual([
      'http://127.0.0.1:4010',
      'http://127.0.0.1:4011',
    ]);
    const wrong = parseConfig({ SEVEN_API_URL: 'gateway.seven.io' }, '/srv/app');
    expect(!wrong.ok && wrong.errors).toEqual([
      'SEVEN_API_URL: must be a URL like https://gateway.seven.io',
    ]);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once and reuses it after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'jwt-secret-'));
    try {
      const parsed = parseConfig({ DATA_DIR: dataDir }, '/');
      if (!parsed.ok) throw new Error('config');
      const first = resolveJwtSecret(parsed.config);
      const second = resolveJwtSecret(parsed.config);
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(
        first.jwtSecret,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SECRETS_KEY', () => {
  it('takes 32 bytes as base64 or hex and explains anything else', () => {
    const key = randomBytes(32);
    for (const value of [key.toString('base64'), key.toString('hex')]) {
      const parsed = parseConfig({ SECRETS_KEY: value }, '/');
      expect(parsed.ok && parsed.config.secretsKey).toEqual(key);
    }
    const wrong = parseConfig({ SECRETS_KEY: 'too-short' }, '/');
    expect(!wrong.ok && wrong.errors).toEqual([
      'SECRETS_KEY: must be 32 bytes as base64 (44 characters) or hex (64 characters)',
    ]);
  });

  it('is generated once into the data folder (mode 600) when unset', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'secrets-key-'));
    try {
      const parsed = parseConfig({ DATA_DIR: dataDir }, '/');
      if (!parsed.ok) throw new Error('config');
      const first = resolveSecretsKey(parsed.config);
      const second = resolveSecretsKey(parsed.config);
      expect(first.secretsKey).toHaveLength(32);
      expect(second.secretsKey).toEqual(first.secretsKey);
      const file = path.join(dataDir, 'secrets-key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await writeFile(file, 'garbage\n');
      expect(() => resolveSecretsKey(parsed.config)).toThrow('does not hold a 32-byte key');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
