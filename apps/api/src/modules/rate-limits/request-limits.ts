import { createHash } from 'node:crypto';
import type { RateLimiter, RateLimitRule } from './rate-limits.service';

const HOUR = 3600;
const QUARTER_HOUR = 900;

export interface RequestLimitConfig {
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  passwordChangesPerUser: number;
  mailsPerAddress: number;
  mailsPerIp: number;
}

/** Addresses are counted by their hash: the counters table holds no personal data. */
const addressKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * The limits of the account routes, all counted in the database: mails per address and per IP
 * (registration, confirmation, reset, invitation), failed logins per account across IPs and per
 * IP across accounts, password changes per user. Each throws a translated 429 with Retry-After.
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
