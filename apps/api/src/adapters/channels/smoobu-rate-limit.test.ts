import { describe, expect, it } from 'vitest';
import { createTokenBucket, rateLimitWaitMs } from './smoobu-rate-limit';

describe("Smoobu's rate limit", () => {
  it('never lets more than the limit through in any minute', async () => {
    let now = 0;
    const sent: number[] = [];
    const bucket = createTokenBucket({
      requestsPerMinute: 1000,
      burst: 50,
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    });
    for (let i = 0; i < 3000; i += 1) {
      await bucket.take();
      sent.push(now);
    }
    for (let i = 0; i < sent.length; i += 1) {
      const inWindow = sent.filter((at) => at >= sent[i]! && at < sent[i]! + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(1000);
    }
    // …and does not hold back much more than needed: 50 at once, then 950 a minute.
    expect(now).toBeLessThan(((3000 - 50) / 950) * 60_000 + 1000);
  });

  it('waits as a 429 says: Retry-After, seconds to reset, or a reset time', () => {
    const now = Date.UTC(2026, 10, 24, 10, 0, 0);
    expect(rateLimitWaitMs(new Headers({ 'Retry-After': '3' }), now)).toBe(3000);
    expect(rateLimitWaitMs(new Headers({ 'X-RateLimit-Reset': '7' }), now)).toBe(7000);
    const resetAt = String(now / 1000 + 12);
    expect(rateLimitWaitMs(new Headers({ 'X-RateLimit-Reset': resetAt }), now)).toBe(12_000);
    expect(rateLimitWaitMs(new Headers({ 'X-RateLimit-Reset': 'soon' }), now)).toBe(1000);
    expect(rateLimitWaitMs(new Headers({ 'Retry-After': '86400' }), now)).toBe(60_000);
  });
});
