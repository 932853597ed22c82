import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SMOOBU_WEBHOOK_RATE_PER_IP_PER_MINUTE } from './smoobu-webhook.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deliver = (token: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/channel/smoobu/webhook/${token}`,
    remoteAddress,
    payload: { action: 'newReservation', user: 1, data: { id: 1 } },
  });

describe('the Smoobu webhook’s rate limit', () => {
  it('stops one address trying token after token, and no other address', async () => {
    const caller = '203.0.113.7';
    const statuses: number[] = [];
    for (let sent = 0; sent < SMOOBU_WEBHOOK_RATE_PER_IP_PER_MINUTE; sent += 100) {
      const batch = Array.from({ length: 100 }, (_, i) => deliver(`guess-${sent + i}`, caller));
      statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
    }
    // Every guess is an unknown token: 404, never a fresh allowance per token.
    expect(new Set(statuses)).toEqual(new Set([404]));
    const over = await deliver('guess-one-more', caller);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await deliver('guess-one-more', '198.51.100.4')).statusCode).toBe(404);
  });
});
