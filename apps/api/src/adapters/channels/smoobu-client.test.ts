import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { SmoobuError, type SmoobuReservationInput } from './smoobu-api';
import { createSmoobuClient } from './smoobu-client';
import { smoobuAuthHeaders } from './smoobu-signature';

let smoobu: FakeSmoobu;
let apartmentId: string;
beforeAll(async () => {
  smoobu = await startSmoobuFake();
  apartmentId = String(smoobu.addApartment('Alpenblick Suite').id);
});
afterAll(() => smoobu.close());
beforeEach(() => {
  smoobu.requests.length = 0;
  smoobu.setRateLimit(null);
});

const client = (apiKey = smoobu.apiKey, baseUrl = smoobu.url) =>
  createSmoobuClient({ apiKey, baseUrl, retries: 2, retryDelayMs: 10 });

let nextDay = 1;
/** A fresh stay each time, so tests never overlap each other's reservations. */
function stay() {
  const day = nextDay++;
  const date = (offset: number) =>
    new Date(Date.UTC(2027, 0, 1 + day * 3 + offset)).toISOString().slice(0, 10);
  return { arrivalDate: date(0), departureDate: date(2) };
}

const input = (overrides: Partial<SmoobuReservationInput> = {}): SmoobuReservationInput => ({
  ...stay(),
  apartmentId,
  channelId: '70',
  firstName: 'Lena',
  lastName: 'Huber',
  email: 'lena@example.org',
  phone: '+43 664 1234567',
  adults: 2,
  children: 1,
  price: 24_950,
  notice: 'Booking 2027-0001',
  language: 'de',
  ...overrides,
});

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmoobuError);
  const { kind, detail, status } = error as SmoobuError;
  return { kind, detail, status };
}

/** A request signed for `signedPath`/`signedBody` but sent as `sentPath`/`sentBody`. */
async function rawRequest(options: {
  method?: string;
  signedPath: string;
  sentPath?: string;
  signedBody?: string;
  sentBody?: string;
  now?: Date;
}) {
  const method = options.method ?? 'GET';
  const signed = new URL(options.signedPath, smoobu.url);
  const headers = smoobuAuthHeaders(
    smoobu.apiKey,
    { method, path: signed.pathname, query: signed.searchParams, body: options.signedBody ?? '' },
    options.now,
  );
  const body = options.sentBody ?? options.signedBody;
  const response = await fetch(`${smoobu.url}${options.sentPath ?? options.signedPath}`, {
    method,
    headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Smoobu client: signing', () => {
  it('signs every request so that Smoobu accepts it', async () => {
    expect(await client().me()).toEqual({
      id: '4711',
      firstName: 'Anna',
      lastName: 'Brandstätter',
      email: 'anna@alpenhof.example',
    });
    const [request] = smoobu.requests;
    expect(request!.headers['x-signature']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(request!.headers['x-api-key']).toBe(smoobu.apiKey);
  });

  it('is refused when the path, query or body differ from what was signed', async () => {
    const body = JSON.stringify({ ...input(), apartmentId: Number(apartmentId) });
    const tampered = [
      await rawRequest({ signedPath: '/api/me', sentPath: '/api/apartments' }),
      await rawRequest({
        signedPath: '/api/reservations?page=1&pageSize=100',
        sentPath: '/api/reservations?page=2&pageSize=100',
      }),
      await rawRequest({
        method: 'POST',
        signedPath: '/api/reservations',
        signedBody: body,
        sentBody: body.replace('Lena', 'Mallory'),
      }),
    ];
    for (const answer of tampered) {
      expect(answer).toEqual({
        status: 401,
        body: { status: 401, title: 'Unauthorized', detail: 'Invalid request signature' },
      });
    }
    expect(smoobu.created).toEqual([]);
  });

  it('is refused when the timestamp is outside the window', async () => {
    const answer = await rawRequest({
      signedPath: '/api/me',
      now: new Date(Date.now() - 10 * 60_000),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe('Request timestamp outside the allowed window');
  });

  it('sorts the query the same way however the parameters are ordered', async () => {
    const answer = await rawRequest({
      signedPath: '/api/reservations?pageSize=100&page=1&showCancellation=true',
      sentPath: '/api/reservations?showCancellation=true&page=1&pageSize=100',
    });
    expect(answer.status).toBe(200);
  });
});

describe('Smoobu client: calls and errors', () => {
  it('creates, reads, updates and cancels a reservation with money in major units at Smoobu', async () => {
    const id = await client().createReservation(input({ price: 24_950 }));
    expect(smoobu.reservation(id)).toMatchObject({ price: 249.5, channel: { id: 70 } });
    await client().updateReservation(id, input({ adults: 3, notice: 'Late arrival' }));
    const read = await client().reservation(id);
    expect(read).toMatchObject({ id, adults: 3, notice: 'Late arrival', price: 24_950 });
    expect(read!.guestName).toBe('Lena Huber');
    await client().cancelReservation(id);
    expect((await client().reservation(id))!.type).toBe('cancellation');
  });

  it('pages through every reservation, cancellations included', async () => {
    const apartment = String(smoobu.addApartment('Paging Loft').id);
    for (let i = 0; i < 230; i += 1) {
      const day = new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2028, 0, 2 + i)).toISOString().slice(0, 10);
      const made = smoobu.addReservation({ apartmentId: apartment, arrival: day, departure: next });
      if (i === 7) smoobu.cancelReservation(made.id);
    }
    smoobu.requests.length = 0;
    const all = await client().reservations({ apartmentId: apartment });
    expect(all).toHaveLength(230);
    expect(all.filter((r) => r.type === 'cancellation')).toHaveLength(1);
    const pages = smoobu.requests.map((r) => new URL(r.path, smoobu.url).searchParams);
    expect(pages.map((p) => [p.get('page'), p.get('pageSize')])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    const tooLarge = await rawRequest({ signedPath: '/api/reservations?pageSize=101' });
    expect(tooLarge.status).toBe(400);
  });

  it('asks for reservations modified since an instant', async () => {
    const later = await client().reservations({ modifiedFrom: new Date(Date.now() + 3_600_000) });
    expect(later).toEqual([]);
    const query = new URL(smoobu.requests.at(-1)!.path, smoobu.url).searchParams;
    expect(query.get('modifiedFrom')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const earlier = await client().reservations({ modifiedFrom: new Date(Date.now() - 3_600_000) });
    expect(earlier.length).toBeGreaterThan(0);
  });

  it('waits out a 429 and drops no work', async () => {
    smoobu.setRateLimit({ limit: 2, windowMs: 1000 });
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => client().createReservation(input())));
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => smoobu.reservation(id))).toBe(true);
    const posts = smoobu.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(5);
  });

  it('retries Smoobu failing for a moment', async () => {
    smoobu.failNext(503, 2);
    expect((await client().me()).id).toBe('4711');
  });

  it('never sends a POST twice: a lost answer is unreachable at once', async () => {
    smoobu.dropNextAnswer();
    expect(await failureOf(client().createReservation(input()))).toMatchObject({
      kind: 'unreachable',
    });
    expect(smoobu.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says unreachable when Smoobu keeps failing', async () => {
    smoobu.failNext(503, 3);
    expect(await failureOf(client().me())).toEqual({
      kind: 'unreachable',
      detail: 'Temporary failure',
      status: 503,
    });
  });

  it('says unauthorized for a key Smoobu does not know', async () => {
    expect(await failureOf(client('not-a-smoobu-key').me())).toEqual({
      kind: 'unauthorized',
      detail: 'Invalid API key',
      status: 401,
    });
  });

  it('says unreachable when nothing answers', async () => {
    const gone = await startSmoobuFake();
    const url = gone.url;
    await gone.close();
    expect(await failureOf(client(smoobu.apiKey, url).apartments())).toMatchObject({
      kind: 'unreachable',
    });
  });

  it('says not found for an unknown reservation, and reads it as none', async () => {
    expect(await client().reservation('999999')).toBeNull();
    expect(await failureOf(client().cancelReservation('999999'))).toEqual({
      kind: 'not_found',
      detail: 'Booking not found',
      status: 404,
    });
  });

  it("passes on Smoobu's words when it refuses (an overlap)", async () => {
    const dates = stay();
    await client().createReservation(input(dates));
    expect(await failureOf(client().createReservation(input(dates)))).toEqual({
      kind: 'rejected',
      detail: 'The apartment is not available for the selected dates',
      status: 400,
    });
  });
});
