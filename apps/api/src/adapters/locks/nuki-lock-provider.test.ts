import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNuki, type FakeNuki } from '../../test/lock-provider-fakes';
import { LockProviderError, type CodeGrant } from './lock-provider';
import { createNukiLockProvider } from './nuki-lock-provider';

const TOKEN = 'nuki-web-api-token-0123456789abcdef';
const ENTRANCE = '17000000001';
const ROOM = '17000000002';

let nuki: FakeNuki;
beforeAll(async () => {
  nuki = await startFakeNuki({ apiToken: TOKEN });
});
afterAll(() => nuki.close());
beforeEach(() => {
  nuki.auths.length = 0;
  nuki.requests.length = 0;
});

const provider = (apiToken = TOKEN, baseUrl = nuki.url) =>
  createNukiLockProvider({ apiToken, baseUrl });

const grant = (overrides: Partial<CodeGrant> = {}): CodeGrant => ({
  providerId: ROOM,
  code: '483917',
  label: 'Booking 2026-0042',
  validFrom: new Date('2026-12-01T14:00:00Z'),
  validUntil: new Date('2026-12-03T10:00:00Z'),
  ...overrides,
});

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LockProviderError);
  const { providerMessage, retryable } = error as LockProviderError;
  return { providerMessage, retryable };
}

describe('Nuki lock provider', () => {
  it('lists the account’s smartlocks with the API token as bearer token', async () => {
    expect(await provider().listLocks()).toEqual([
      { providerId: ENTRANCE, name: 'Haupteingang' },
      { providerId: ROOM, name: 'Zimmer 101' },
    ]);
    expect(nuki.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/smartlock',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(provider().supportsNineDigitCodes).toBe(false);
  });

  it('opens a door with the unlock action', async () => {
    await provider().open(ENTRANCE);
    expect(nuki.unlocks.at(-1)).toBe(Number(ENTRANCE));
    expect(nuki.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/smartlock/${ENTRANCE}/action/unlock`,
    });
  });

  it('grants a keypad code for the window and answers the id Nuki lists for it', async () => {
    const { ref } = await provider().grant(grant());
    expect(nuki.auths).toEqual([
      expect.objectContaining({
        id: ref,
        smartlockId: Number(ROOM),
        type: 13,
        name: 'Booking 2026-0042',
        code: 483917,
        allowedFromDate: '2026-12-01T14:00:00.000Z',
        allowedUntilDate: '2026-12-03T10:00:00.000Z',
        allowedWeekDays: 127,
      }),
    ]);
    const put = nuki.requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/smartlock/${ROOM}/auth`);
    expect(put.headers['content-type']).toBe('application/json');
  });

  it('cuts the name to Nuki’s 20 characters and takes a retried grant as the same one', async () => {
    const long = grant({ label: 'Booking 2026-000042 (Weber)' });
    const first = await provider().grant(long);
    const again = await provider().grant(long);
    expect(again.ref).toBe(first.ref);
    expect(nuki.auths.map((auth) => auth.name)).toEqual(['Booking 2026-000042']);
    expect(nuki.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('revokes a code, and takes one Nuki no longer knows as revoked', async () => {
    const { ref } = await provider().grant(grant());
    await provider().revoke(ROOM, ref);
    expect(nuki.auths).toEqual([]);
    expect(nuki.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/smartlock/${ROOM}/auth/${ref}`,
    });
    await expect(provider().revoke(ROOM, ref)).resolves.toBeUndefined();
  });

  it('refuses a code Nuki’s keypad cannot take before asking Nuki', async () => {
    for (const code of ['123456', '483910', '48391', '483917251']) {
      expect(await failureOf(provider().grant(grant({ code })))).toEqual({
        providerMessage: 'Nuki keypad codes are six digits from 1 to 9 and must not start with 12',
        retryable: false,
      });
    }
    expect(nuki.requests).toEqual([]);
  });

  it('reports a refused token with Nuki’s message, not retried', async () => {
    expect(await failureOf(provider('wrong-token').listLocks())).toEqual({
      providerMessage: 'The request requires user authentication',
      retryable: false,
    });
  });

  it('reports an unknown smartlock as final, and a code already on the lock (409)', async () => {
    expect(await failureOf(provider().open('99999'))).toEqual({
      providerMessage: 'The server has not found anything matching the request URI',
      retryable: false,
    });
    await provider().grant(grant());
    // The same code for another booking: Nuki refuses a code already on the lock (409).
    const other = grant({ label: 'Booking 2026-0043' });
    expect(await failureOf(provider().grant(other))).toEqual({
      providerMessage:
        'The request could not be completed due to a conflict with the current state of the resource',
      retryable: false,
    });
    expect(nuki.auths).toHaveLength(1);
    expect(await failureOf(provider().open('not-a-smartlock'))).toMatchObject({
      retryable: false,
    });
  });

  it('retries after a rate limit (429), a server error (5xx) or no answer at all', async () => {
    nuki.failNext(429);
    expect(await failureOf(provider().open(ROOM))).toEqual({
      providerMessage: 'The user has sent too many requests in a given amount of time',
      retryable: true,
    });
    nuki.failNext(503);
    expect(await failureOf(provider().grant(grant()))).toMatchObject({ retryable: true });
    expect(nuki.auths).toEqual([]);
    expect(await failureOf(provider(TOKEN, 'http://127.0.0.1:9').listLocks())).toEqual({
      providerMessage: null,
      retryable: true,
    });
    await expect(provider().open(ROOM)).resolves.toBeUndefined();
  });

  it('meets Nuki’s rate limit when calls come too fast', async () => {
    const limited = await startFakeNuki({
      apiToken: TOKEN,
      rateLimit: { max: 2, windowMs: 60_000 },
    });
    try {
      const client = createNukiLockProvider({ apiToken: TOKEN, baseUrl: limited.url });
      await client.open(ROOM);
      await client.open(ROOM);
      expect(await failureOf(client.open(ROOM))).toMatchObject({ retryable: true });
      expect(limited.unlocks).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
