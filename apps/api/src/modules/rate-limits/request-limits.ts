import { createHash } from 'node:crypto';
import { AppError, isAppError } from '../../lib/app-error';
import type { RateLimiter, RateLimitRule } from './rate-limits.service';

const HOUR = 3600;
const QUARTER_HOUR = 900;
const MINUTE = 60;

export interface RequestLimitConfig {
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  passwordChangesPerUser: number;
  mailsPerAddress: number;
  mailsPerIp: number;
  apiKeyPerMinute: number;
}

/** Addresses are counted by their hash: the counters table holds no personal data. */
const addressKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * The limits of the account routes, all counted in the database: mails per address and per IP
 * (registration, confirmation, reset, invitation), failed logins per account across IPs and per
 * IP across accounts, password changes per user, calls per API key. Each throws a translated 429
 * with Retry-After.
 */
export function createRequestLimits(limiter: RateLimiter, config: RequestLimitConfig) {
  const loginRules = (ip: string, email: string): RateLimitRule[] => [
    {
      key: `login:account:${addressKey(email)}`,
      max: config.loginFailuresPerAccount,
      windowSeconds: QUARTER_HOUR,
    },
    { key: `login:ip:${ip}`, max: config.loginFailuresPerIp, windowSeconds: QUARTER_HOUR },
  ];
  return {
    /** One more call with an API key (the v1 API); its 429 says the wait in seconds. */
    apiKeyCall: (apiKeyId: string) =>
      limiter
        .consume([
          { key: `api-key:${apiKeyId}`, max: config.apiKeyPerMinute, windowSeconds: MINUTE },
        ])
        .catch((error: unknown) => {
          const seconds = isAppError(error) ? error.details.retryAfterSeconds : undefined;
          if (seconds === undefined) throw error;
          throw new AppError('RATE_LIMITED', 'errors.apiKeyRateLimited', {
            params: { seconds },
            retryAfterSeconds: seconds,
          });
        }),
    /** One more email to `address`, asked for from `ip`. */
    mail: (ip: string, address: string) =>
      limiter.consume([
        {
          key: `mail:address:${addressKey(address)}`,
          max: config.mailsPerAddress,
          windowSeconds: HOUR,
        },
        { key: `mail:ip:${ip}`, max: config.mailsPerIp, windowSeconds: HOUR },
      ]),
    /** Before checking a password: refused once the account or the IP failed too often. */
    loginAllowed: (ip: string, email: string) => limiter.assertBelow(loginRules(ip, email)),
    loginFailed: (ip: string, email: string) => limiter.record(loginRules(ip, email)),
    passwordChange: (userId: string) =>
      limiter.consume([
        {
          key: `password-change:user:${userId}`,
          max: config.passwordChangesPerUser,
          windowSeconds: QUARTER_HOUR,
        },
      ]),
  };
}

export type RequestLimits = ReturnType<typeof createRequestLimits>;
