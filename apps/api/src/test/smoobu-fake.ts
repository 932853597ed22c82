import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isValidSmoobuSignature,
  SMOOBU_SIGNATURE_HEADERS,
  SMOOBU_SIGNATURE_WINDOW_SECONDS,
} from '../adapters/channels/smoobu-signature';
import { readBody, type RecordedRequest } from './local-http-server';
import {
  createFakeSmoobuStore,
  channelOf,
  type FakeReservationInput,
  type FakeSmoobuReservation,
} from './smoobu-fake-store';

export type { FakeReservationInput, FakeSmoobuReservation } from './smoobu-fake-store';

/**
 * A local Smoobu (docs/integrations/smoobu.md) for the tests and the e2e: GET /api/me,
 * /api/apartments, /api/reservations (paged, pageSize ≤ 100, modifiedFrom, showCancellation),
 * GET/PUT/DELETE /api/reservations/{id} and POST /api/reservations (refusing an overlap), with
 * Smoobu's error bodies {status, title, detail}. Every request must carry a known key and a
 * valid HMAC signature within the timestamp window (else 401), and a configurable rate limit
 * answers 429 with X-RateLimit-* headers. The test makes reservations "at Smoobu" and sends
 * Smoobu's webhooks; it sees what our server created, updated and canceled.
 */

export const FAKE_SMOOBU_API_KEY = 'smoobu-test-key-0f3c9a7e51';
export const FAKE_SMOOBU_USER = {
  id: 4711,
  firstName: 'Anna',
  lastName: 'Brandstätter',
  email: 'anna@alpenhof.example',
};

export interface FakeSmoobuOptions {
  /** Keys Smoobu knows; FAKE_SMOOBU_API_KEY by default. */
  apiKeys?: string[];
  /** 0 (default): a free port. */
  port?: number;
  /** Requests per window per key before 429; null (default): no limit. */
  rateLimit?: { limit: number; windowMs: number } | null;
  /** Answers anything the API does not (the standalone server's control API); true if it did. */
  extraHandler?: (request: RecordedRequest, response: ServerResponse) => Promise<boolean>;
}

type Json = Record<string, unknown>;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function problem(response: ServerResponse, status: number, detail: string) {
  send(response, status, { status, title: TITLES[status] ?? 'Error', detail });
}

/** `YYYY-MM-DD HH:mm` (read as UTC) or ISO 8601; null when neither. */
function parseModifiedFrom(value: string): Date | null {
  const minute = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value);
  const parsed = new Date(minute ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Where an answer goes that is never sent. */
const discardedAnswer = () =>
  ({
    setHeader: () => undefined,
    writeHead: () => undefined,
    end: () => undefined,
  }) as unknown as ServerResponse;

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export async function startSmoobuFake(options: FakeSmoobuOptions = {}) {
  const apiKeys = new Set(options.apiKeys ?? [FAKE_SMOOBU_API_KEY]);
  const store = createFakeSmoobuStore(() => new Date());
  const requests: RecordedRequest[] = [];
  const seenNonces = new Set<string>();
  const created: number[] = [];
  const updated: { id: number; body: Json }[] = [];
  const canceled: number[] = [];
  let rateLimit = options.rateLimit ?? null;
  const windows = new Map<string, { startedAt: number; count: number }>();
  let failures: { status: number; times: number } | null = null;
  let dropAnswers = 0;

  /** The key of a properly signed request, or a 401 already sent. */
  function authenticate(request: RecordedRequest, url: URL, response: ServerResponse) {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : '';
    };
    const key = header(SMOOBU_SIGNATURE_HEADERS.apiKey) || header('api-key');
    if (!apiKeys.has(key) || header('api-key') !== key) {
      problem(response, 401, 'Invalid API key');
      return null;
    }
    const timestamp = header(SMOOBU_SIGNATURE_HEADERS.timestamp);
    const nonce = header(SMOOBU_SIGNATURE_HEADERS.nonce);
    const age = Math.abs(Date.now() / 1000 - Number(timestamp));
    if (!/^\d+$/.test(timestamp) || age > SMOOBU_SIGNATURE_WINDOW_SECONDS) {
      problem(response, 401, 'Request timestamp outside the allowed window');
      return null;
    }
    const signed = { method: request.method, path: url.pathname, query: url.searchParams };
    const valid = isValidSmoobuSignature(
      key,
      { ...signed, body: request.body },
      timestamp,
      nonce,
      header(SMOOBU_SIGNATURE_HEADERS.signature),
    );
    if (!nonce || !valid) {
      problem(response, 401, 'Invalid request signature');
      return null;
    }
    if (seenNonces.has(nonce)) {
      problem(response, 401, 'Nonce already used');
      return null;
    }
    seenNonces.add(nonce);
    return key;
  }

  /** Counts the request against the key's window; false (429 sent) when it is over. */
  function withinRateLimit(key: string, response: ServerResponse) {
    if (!rateLimit) return true;
    const now = Date.now();
    let window = windows.get(key);
    if (!window || now - window.startedAt >= rateLimit.windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(
      1,
      Math.ceil((window.startedAt + rateLimit.windowMs - now) / 1000),
    );
    response.setHeader('X-RateLimit-Limit', String(rateLimit.limit));
    response.setHeader(
      'X-RateLimit-Remaining',
      String(Math.max(rateLimit.limit - window.count, 0)),
    );
    response.setHeader('X-RateLimit-Reset', String(resetSeconds));
    if (window.count <= rateLimit.limit) return true;
    response.setHeader('Retry-After', String(resetSeconds));
    problem(response, 429, 'Rate limit exceeded');
    return false;
  }

  function listReservations(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const pageSize = Number(query.get('pageSize') ?? 25);
    const page = Number(query.get('page') ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      return problem(response, 400, 'pageSize must be between 1 and 100');
    }
    if (!Number.isInteger(page) || page < 1) return problem(response, 400, 'Invalid page');
    const modifiedFromText = query.get('modifiedFrom');
    const modifiedFrom = modifiedFromText ? parseModifiedFrom(modifiedFromText) : null;
    if (modifiedFromText && !modifiedFrom) return problem(response, 400, 'Invalid modifiedFrom');
    const apartmentId = query.get('apartmentId');
    const arrivalFrom = query.get('arrivalFrom');
    const arrivalTo = query.get('arrivalTo');
    const matching = [...store.reservations.values()]
      .filter((r) => query.get('showCancellation') === 'true' || r.type !== 'cancellation')
      .filter((r) => !modifiedFrom || store.modifiedAt.get(r.id)! >= modifiedFrom)
      .filter((r) => !apartmentId || String(r.apartment.id) === apartmentId)
      .filter((r) => !arrivalFrom || r.arrival >= arrivalFrom)
      .filter((r) => !arrivalTo || r.arrival <= arrivalTo)
      .sort((a, b) => a.id - b.id);
    send(response, 200, {
      page_count: Math.max(1, Math.ceil(matching.length / pageSize)),
      page_size: pageSize,
      total_items: matching.length,
      page,
      bookings: matching.slice((page - 1) * pageSize, page * pageSize),
    });
  }

  function createReservation(body: Json, response: ServerResponse) {
    const { arrivalDate, departureDate, apartmentId } = body;
    if (!isDate(arrivalDate) || !isDate(departureDate) || arrivalDate >= departureDate) {
      return problem(response, 400, 'arrivalDate and departureDate must be valid dates');
    }
    const apartment = store.apartment(Number(apartmentId));
    if (!apartment) return problem(response, 400, `Apartment ${String(apartmentId)} not found`);
    const stay = { arrival: arrivalDate, departure: departureDate };
    if (store.overlapping(apartment.id, stay)) {
      return problem(response, 400, 'The apartment is not available for the selected dates');
    }
    const reservation = store.add({
      apartmentId: apartment.id,
      arrival: arrivalDate,
      departure: departureDate,
      channelId: Number(body.channelId ?? 70),
      ...guestFields(body),
    });
    created.push(reservation.id);
    send(response, 200, { id: reservation.id });
  }

  /** What POST and PUT may set besides dates and apartment. */
  function guestFields(body: Json): Partial<FakeReservationInput> {
    const str = (name: string) =>
      typeof body[name] === 'string' ? (body[name] as string) : undefined;
    const num = (name: string) =>
      typeof body[name] === 'number' ? (body[name] as number) : undefined;
    return {
      firstName: str('firstName'),
      lastName: str('lastName'),
      email: str('email'),
      phone: str('phone'),
      adults: num('adults'),
      children: num('children'),
      price: num('price'),
      notice: str('notice'),
      language: str('language'),
    };
  }

  function parseBody(text: string): Json | null {
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Json)
        : null;
    } catch {
      return null;
    }
  }

  function handleApi(request: RecordedRequest, url: URL, response: ServerResponse) {
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return problem(response, failures.status, 'Temporary failure');
    }
    const key = authenticate(request, url, response);
    if (!key || !withinRateLimit(key, response)) return;
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/me') return send(response, 200, FAKE_SMOOBU_USER);
    if (route === 'GET /api/apartments')
      return send(response, 200, { apartments: store.apartments });
    if (route === 'GET /api/reservations') return listReservations(url, response);
    const body = parseBody(request.body);
    if (!body) return problem(response, 400, 'Invalid JSON body');
    if (route === 'POST /api/reservations') return createReservation(body, response);
    const match = /^\/api\/reservations\/(\d+)$/.exec(url.pathname);
    const reservation = match ? store.reservations.get(Number(match[1])) : undefined;
    if (!match) return problem(response, 404, 'Not found');
    if (!reservation) return problem(response, 404, 'Booking not found');
    if (request.method === 'GET') return send(response, 200, reservation);
    if (request.method === 'PUT') {
      if (reservation.type === 'cancellation') {
        return problem(response, 400, 'A cancelled booking cannot be changed');
      }
      store.modify(reservation.id, guestFields(body));
      updated.push({ id: reservation.id, body });
      return send(response, 200, { id: reservation.id });
    }
    if (request.method === 'DELETE') {
      store.cancel(reservation.id);
      canceled.push(reservation.id);
      return send(response, 200, {});
    }
    problem(response, 404, 'Not found');
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
      body: await readBody(incoming),
    };
    const url = new URL(request.path, 'http://smoobu.local');
    if (url.pathname.startsWith('/api/')) {
      requests.push(request);
      if (dropAnswers > 0) {
        dropAnswers -= 1;
        // Smoobu does the work, and the answer never arrives (the connection breaks).
        handleApi(request, url, discardedAnswer());
        incoming.socket.destroy();
        return;
      }
      return handleApi(request, url, response);
    }
    if (options.extraHandler && (await options.extraHandler(request, response))) return;
    problem(response, 404, 'Not found');
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) =>
      problem(response, 400, error instanceof Error ? error.message : 'Bad request'),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: [...apiKeys][0]!,
    user: FAKE_SMOOBU_USER,
    /** Every /api request, in order. */
    requests,
    /** Ids our server created (POST), updated (PUT, with the body) and canceled (DELETE). */
    created,
    updated,
    canceled,
    addApartment: (name: string, id?: number) => store.addApartment(name, id),
    /** A reservation made at Smoobu (by a guest on a channel, or by the owner). */
    addReservation: (input: FakeReservationInput) => store.add(input),
    /** An owner stay or maintenance (Smoobu's blocked channel). */
    addBlock: (input: Omit<FakeReservationInput, 'blocked'>) =>
      store.add({ ...input, blocked: true }),
    modifyReservation: (id: number, changes: Partial<FakeReservationInput>) =>
      store.modify(id, changes),
    cancelReservation: (id: number) => store.cancel(id),
    reservation: (id: number | string): FakeSmoobuReservation | undefined =>
      store.reservations.get(Number(id)),
    reservations: () => [...store.reservations.values()],
    apartments: () => [...store.apartments],
    channelOf,
    setRateLimit(limit: { limit: number; windowMs: number } | null) {
      rateLimit = limit;
      windows.clear();
    },
    /** Answers the next `times` API calls with this status (e.g. 503) before anything else. */
    failNext(status: number, times = 1) {
      failures = { status, times };
    },
    /** Does the next `times` API calls but breaks the connection instead of answering. */
    dropNextAnswer(times = 1) {
      dropAnswers = times;
    },
    /** Smoobu's webhook: POST {action, user, data: reservation} to `url`. */
    async sendWebhook(url: string, action: string, reservationId: number | string) {
      const data = store.reservations.get(Number(reservationId)) ?? { id: Number(reservationId) };
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, user: FAKE_SMOOBU_USER.id, data }),
      });
      return { status: answer.status, body: await answer.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeSmoobu = Awaited<ReturnType<typeof startSmoobuFake>>;
