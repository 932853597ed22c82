// The rate-limits module's public surface: limits whose counters hold across processes.
export {
  createRateLimiter,
  rateLimited,
  type RateLimiter,
  type RateLimitRule,
} from './rate-limits.service';
export { rateLimitAddress } from './rate-limit-address';
export { rateLimitJobs } from './rate-limits.jobs';
export { createRequestLimits, type RequestLimitConfig, type RequestLimits } from './request-limits';
