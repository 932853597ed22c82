import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_MAX } from './db/client';
import { parseSecretsKey } from './lib/secret-box';
import { booleanFlag, integer, optionalUrl } from './config-fields';
import {
  checkHttpTimeouts,
  HTTP_SERVER_ENV,
  httpServerConfig,
  type HttpServerConfig,
} from './config-http';
import { DEFAULT_PGLITE_ADMISSION, type PgliteAdmission } from './config-pglite';
import { defaultWebDist } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const envSchema = z.object({
  PORT: integer(3000, 1, 65535),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/database'),
  DATA_DIR: z.string().trim().optional(),
  /** Connections of the PostgreSQL pool per process (see DEFAULT_POOL_MAX). */
  DATABASE_POOL_MAX: integer(DEFAULT_POOL_MAX, 1, 1000),
  /** PGlite only: requests worked on at once; the rest wait in line (issue 19). */
  PGLITE_MAX_ACTIVE_REQUESTS: integer(DEFAULT_PGLITE_ADMISSION.maxActive, 1, 1000),
  /** PGlite only: requests that may wait; past that a 503 with Retry-After at once. */
  PGLITE_MAX_QUEUED_REQUESTS: integer(DEFAULT_PGLITE_ADMISSION.maxQueued, 0, 100_000),
  /** PGlite only: how long a request may wait in line before its 503 (milliseconds). */
  PGLITE_QUEUE_TIMEOUT_MS: integer(DEFAULT_PGLITE_ADMISSION.maxWaitMs, 100, 120_000),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= 32, 'must be at least 32 characters long'),
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const key = parseSecretsKey(value.trim());
      if (key) return key;
      ctx.addIssue({
        code: 'custom',
        message: 'must be 32 bytes as base64 (44 characters) or hex (64 characters)',
      });
      return z.NEVER;
    }),
  APP_URL: optionalUrl(/^https?:$/, 'https://pms.example.com'),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://user:password@mail.example.com:587'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .default('Hotel PMS <no-reply@hotel-pms.local>'),
  WEB_DIST: z.string().trim().optional(),
  SEED_DEMO: booleanFlag(),
  NODE_ENV: z.string().optional(),
  ROLE: z
    .enum(PROCESS_ROLES, { error: `must be one of ${PROCESS_ROLES.join(', ')}` })
    .default('all'),
  JOBS_MAINTENANCE_SECONDS: integer(60, 1, 3600),
  CLEANING_SWEEP_SECONDS: integer(600, 5, 86_400),
  TEST_EVENT_HANDLER_DELAY_MS: integer(0, 0, 60_000),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  RATE_LIMIT_LOGIN_MAX: integer(10, 1, 100_000),
  RATE_LIMIT_RESET_MAX: integer(5, 1, 100_000),
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: integer(10, 1, 100_000),
  RATE_LIMIT_LOGIN_IP_MAX: integer(30, 1, 100_000),
  RATE_LIMIT_PASSWORD_CHANGE_MAX: integer(5, 1, 100_000),
  RATE_LIMIT_MAIL_ADDRESS_MAX: integer(5, 1, 100_000),
  RATE_LIMIT_MAIL_IP_MAX: integer(10, 1, 100_000),
  CORS_ORIGIN: z.string().trim().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((value): boolean | number | string[] => {
      if (!value || /^(false|0|no|off)$/i.test(value)) return false;
      if (/^(true|yes|on)$/i.test(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || /^(sk|rk)_(live|test)_\w+$/.test(value),
      'must be a Stripe secret key (sk_live_… or sk_test_…)',
    ),
  /** Online payment without Stripe (the test checkout, where no money moves) outside development. */
  PAYMENTS_TEST_CHECKOUT: booleanFlag(),
  /** whsec_…: Stripe signs its webhooks with it; required with STRIPE_SECRET_KEY for card payments. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_URL: optionalUrl(/^https?:$/, 'https://api.stripe.com'),
  RECAPTCHA_SECRET_KEY: z.string().trim().max(200).optional(),
  RECAPTCHA_SITE_KEY: z.string().trim().max(200).optional(),
  RECAPTCHA_VERIFY_URL: optionalUrl(/^https?:$/, 'https://www.google.com/recaptcha/api/siteverify'),
  /** Public booking requests per IP in 10 minutes (in the database, across processes). */
  RATE_LIMIT_PUBLIC_BOOKING_MAX: integer(10, 1, 10_000),
  /** Guest app sign-in code requests per IP in 15 minutes, unknown numbers included. */
  RATE_LIMIT_GUEST_AUTH_IP_MAX: integer(20, 1, 10_000),
  /** Requests per API key and minute (in the database, across processes). */
  RATE_LIMIT_API_KEY_MAX: integer(600, 1, 100_000),
  /**
   * Webhook addresses in private networks (localhost, 10.x, 192.168.x …). Off in production, so
   * an owner cannot make the server call inside its own network; on elsewhere (development).
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: booleanFlag(),
  /** Seconds before a webhook's first retry; each further retry waits twice as long. */
  WEBHOOK_RETRY_DELAY_SECONDS: integer(30, 1, 3600),
  /** Debian's smbclient, which reads files from Windows shares (CSV import). */
  SMBCLIENT_PATH: z.string().trim().max(500).optional(),
  /** Seconds a share may take to deliver a file before the CSV import gives up. */
  SMB_TIMEOUT_SECONDS: integer(30, 1, 600),
  SEVEN_API_URL: optionalUrl(/^https?:$/, 'https://gateway.seven.io'),
  TWILIO_API_URL: optionalUrl(/^https?:$/, 'https://api.twilio.com'),
  NUKI_API_URL: optionalUrl(/^https?:$/, 'https://api.nuki.io'),
  /** Smoobu's API host; another only for a test double (the e2e fake). */
  SMOOBU_API_URL: optionalUrl(/^https?:$/, 'https://login.smoobu.com'),
  /**
   * The address channels reach this server at (Smoobu's webhook, RoomRaccoon's OTA endpoint,
   * iCal feeds), e.g. https://pms.example.com; without it the request's own origin is used.
   */
  PUBLIC_BASE_URL: optionalUrl(/^https?:$/, 'https://pms.example.com'),
  ...HTTP_SERVER_ENV,
});

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server when set; otherwise PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_MAX); unset: 10. */
  databasePoolMax?: number;
  /**
   * PGlite is one connection: past `maxActive` requests the rest wait in a bounded line, and a
   * request that finds it full or waits `maxWaitMs` gets a 503 with Retry-After. Unset: defaults.
   */
  pgliteAdmission?: PgliteAdmission;
  dataDir: string;
  /** Empty when JWT_SECRET is unset, until resolveJwtSecret fills it. */
  jwtSecret: string;
  /** AES-256 key of the credentials table; empty when SECRETS_KEY is unset, until resolveSecretsKey fills it. */
  secretsKey: Buffer;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  /** Off by default in production (NODE_ENV=production): only an explicit SEED_DEMO=true seeds. */
  seedDemo: boolean;
  /**
   * all: HTTP and background work in one process (the quick start). web: HTTP only, jobs are
   * only sent. worker: jobs, schedules and the event relay, with only /api/health and /api/ready.
   */
  role: ProcessRole;
  jobs: {
    /** How often expired (crashed) jobs are retried and old ones archived, across processes. */
    maintenanceSeconds: number;
    /** The period of the cleaning sweep schedule. */
    cleaningSweepSeconds: number;
    /** Scale test only: every event handler waits this long inside its transaction. */
    testEventHandlerDelayMs: number;
  };
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimit: RateLimitConfig;
  corsOrigins: string[];
  /**
   * Fastify's trustProxy: behind a load balancer the client's address comes from
   * X-Forwarded-For, so the limits per IP count clients, not the balancer.
   */
  trustProxy?: boolean | number | string[];
  /** Online payments go through Stripe when set; otherwise the local simulator. */
  stripeSecretKey?: string;
  /**
   * Without Stripe, visitors may pay online through the test checkout (no money moves). On by
   * default except in production, where anyone could otherwise mark their booking paid.
   */
  testCheckout: boolean;
  /** Verifies the Stripe-Signature of webhooks (whsec_…). */
  stripeWebhookSecret?: string;
  /** Stripe's API host (https://api.stripe.com); another only for a test double. */
  stripeApiUrl?: string;
  /** reCAPTCHA v3 is checked only when both keys are set; otherwise the captcha is off. */
  recaptcha?: { secretKey: string; siteKey: string; verifyUrl?: string };
  /** seven.io's API host (https://gateway.seven.io); another only for a test double. */
  sevenApiUrl?: string;
  /** Twilio's API host (https://api.twilio.com); another only for a test double. */
  twilioApiUrl?: string;
  /** Nuki's Web API host (https://api.nuki.io); another only for a test double. */
  nukiApiUrl?: string;
  /** Smoobu's API host (https://login.smoobu.com); another only for a test double. */
  smoobuApiUrl?: string;
  /** Where channels reach this server; unset: the address of the request that asks for it. */
  publicBaseUrl?: string;
  webhooks: {
    /** Whether endpoints may be in private networks (off in production). */
    allowPrivateUrls: boolean;
    /** The first retry's delay; pg-boss doubles it each time. */
    retryDelaySeconds: number;
  };
  /** Keep-alive, headers and request timeouts (config-http.ts); unset: its defaults. */
  http?: HttpServerConfig;
  smb: {
    /** smbclient's path; unset: `smbclient` from PATH. */
    smbclientPath: string;
    timeoutSeconds: number;
  };
}

/**
 * loginMax and resetMax are per IP and address and minute (in memory, @fastify/rate-limit); the
 * others count in the database, so they hold across processes (modules/rate-limits).
 */
export interface RateLimitConfig {
  loginMax: number;
  resetMax: number;
  /** Failed logins per account in 15 minutes, from any IP. */
  loginFailuresPerAccount: number;
  /** Failed logins per IP in 15 minutes, whatever the account. */
  loginFailuresPerIp: number;
  /** Password changes per user in 15 minutes. */
  passwordChangesPerUser: number;
  /** Registration, confirmation, reset and invitation mails per address in an hour. */
  mailsPerAddress: number;
  /** The same mails per IP in an hour. */
  mailsPerIp: number;
  /** Public booking requests per IP in 10 minutes. */
  publicBookingsPerIp: number;
  /** Guest app sign-in code requests per IP in 15 minutes, whether the number is known or not. */
  guestAuthPerIp: number;
  /** Requests per API key and minute. */
  apiKeyPerMinute: number;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; errors: string[] };

/**
 * Pure: reads an environment object. The JWT secret stays empty when JWT_SECRET is unset;
 * loadConfig fills it from the data folder so tests never touch the disk.
 */
export function parseConfig(env: NodeJS.ProcessEnv, cwd: string): ConfigResult {
  const result = envSchema.superRefine(checkHttpTimeouts).safeParse(env);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, errors };
  }
  const values = result.data;
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    // Visitors would pay, every webhook would be refused, and the hotel would see them owing.
    return {
      ok: false,
      errors: [
        'STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (whsec_… of the webhook endpoint /api/payments/stripe/webhook)',
      ],
    };
  }
  return {
    ok: true,
    config: {
      port: values.PORT,
      host: values.HOST,
      databaseUrl: values.DATABASE_URL,
      databasePoolMax: values.DATABASE_POOL_MAX,
      pgliteAdmission: {
        maxActive: values.PGLITE_MAX_ACTIVE_REQUESTS,
        maxQueued: values.PGLITE_MAX_QUEUED_REQUESTS,
        maxWaitMs: values.PGLITE_QUEUE_TIMEOUT_MS,
      },
      dataDir: path.resolve(cwd, values.DATA_DIR || '.data'),
      jwtSecret: values.JWT_SECRET ?? '',
      secretsKey: values.SECRETS_KEY ?? Buffer.alloc(0),
      appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      webDist: values.WEB_DIST ? path.resolve(cwd, values.WEB_DIST) : defaultWebDist,
      seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
      role: values.ROLE,
      jobs: {
        maintenanceSeconds: values.JOBS_MAINTENANCE_SECONDS,
        cleaningSweepSeconds: values.CLEANING_SWEEP_SECONDS,
        testEventHandlerDelayMs: values.TEST_EVENT_HANDLER_DELAY_MS,
      },
      logLevel: values.LOG_LEVEL,
      rateLimit: {
        loginMax: values.RATE_LIMIT_LOGIN_MAX,
        resetMax: values.RATE_LIMIT_RESET_MAX,
        loginFailuresPerAccount: values.RATE_LIMIT_LOGIN_ACCOUNT_MAX,
        loginFailuresPerIp: values.RATE_LIMIT_LOGIN_IP_MAX,
        passwordChangesPerUser: values.RATE_LIMIT_PASSWORD_CHANGE_MAX,
        mailsPerAddress: values.RATE_LIMIT_MAIL_ADDRESS_MAX,
        mailsPerIp: values.RATE_LIMIT_MAIL_IP_MAX,
        publicBookingsPerIp: values.RATE_LIMIT_PUBLIC_BOOKING_MAX,
        guestAuthPerIp: values.RATE_LIMIT_GUEST_AUTH_IP_MAX,
        apiKeyPerMinute: values.RATE_LIMIT_API_KEY_MAX,
      },
      corsOrigins: (values.CORS_ORIGIN ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      stripeSecretKey: values.STRIPE_SECRET_KEY || undefined,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET || undefined,
      testCheckout: values.PAYMENTS_TEST_CHECKOUT ?? values.NODE_ENV !== 'production',
      stripeApiUrl: values.STRIPE_API_URL?.replace(/\/+$/, ''),
      recaptcha:
        values.RECAPTCHA_SECRET_KEY && values.RECAPTCHA_SITE_KEY
          ? {
              secretKey: values.RECAPTCHA_SECRET_KEY,
              siteKey: values.RECAPTCHA_SITE_KEY,
              verifyUrl: values.RECAPTCHA_VERIFY_URL,
            }
          : undefined,
      trustProxy: values.TRUST_PROXY,
      sevenApiUrl: values.SEVEN_API_URL?.replace(/\/+$/, ''),
      twilioApiUrl: values.TWILIO_API_URL?.replace(/\/+$/, ''),
      nukiApiUrl: values.NUKI_API_URL?.replace(/\/+$/, ''),
      smoobuApiUrl: values.SMOOBU_API_URL?.replace(/\/+$/, ''),
      publicBaseUrl: values.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      webhooks: {
        allowPrivateUrls: values.WEBHOOK_ALLOW_PRIVATE_URLS ?? values.NODE_ENV !== 'production',
        retryDelaySeconds: values.WEBHOOK_RETRY_DELAY_SECONDS,
      },
      http: httpServerConfig(values),
      smb: {
        smbclientPath: values.SMBCLIENT_PATH || 'smbclient',
        timeoutSeconds: values.SMB_TIMEOUT_SECONDS,
      },
    },
  };
}

/**
 * Without JWT_SECRET a random secret is generated once and kept in the data folder, so tokens
 * stay valid across restarts without anyone having to invent a secret.
 */
export function resolveJwtSecret(config: AppConfig): AppConfig {
  if (config.jwtSecret) return config;
  const secretFile = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(secretFile, 'utf8').trim();
    if (stored.length >= 32) return { ...config, jwtSecret: stored };
  } catch {
    // No secret yet: generate one below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  return { ...config, jwtSecret: secret };
}

/**
 * Without SECRETS_KEY a random key is generated once into the data folder (mode 600), like the
 * JWT secret. Losing that file makes every stored credential unreadable, so it is never rewritten
 * once it holds a valid key.
 */
export function resolveSecretsKey(config: AppConfig): AppConfig {
  if (config.secretsKey.length > 0) return config;
  const keyFile = path.join(config.dataDir, 'secrets-key');
  let stored: string | undefined;
  try {
    stored = readFileSync(keyFile, 'utf8').trim();
  } catch {
    // No key yet: generate one below.
  }
  if (stored !== undefined) {
    const key = parseSecretsKey(stored);
    if (!key) throw new Error(`${keyFile} does not hold a 32-byte key (base64 or hex)`);
    return { ...config, secretsKey: key };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return { ...config, secretsKey: key };
}

/** For server.ts: prints every bad value and exits, so a misconfiguration is fixed in one go. */
export function loadConfig(env = process.env, cwd = process.cwd()): AppConfig {
  const result = parseConfig(env, cwd);
  if (!result.ok) {
    console.error('Invalid configuration:');
    for (const error of result.errors) console.error(`  ${error}`);
    process.exit(1);
  }
  return resolveSecretsKey(resolveJwtSecret(result.config));
}
