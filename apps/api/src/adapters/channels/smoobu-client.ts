import {
  SmoobuError,
  type SmoobuApi,
  type SmoobuReservation,
  type SmoobuReservationInput,
  type SmoobuReservationQuery,
} from './smoobu-api';
import {
  reservationPageJson,
  smoobuApartmentsOf,
  smoobuCreateBody,
  smoobuModifiedFrom,
  smoobuReservationOf,
  smoobuUpdateBody,
  smoobuUserOf,
} from './smoobu-mapping';
import {
  delay,
  rateLimitWaitMs,
  smoobuRateLimiterFor,
  type RateLimiter,
} from './smoobu-rate-limit';
import { smoobuAuthHeaders } from './smoobu-signature';
import { parseJson, readBounded } from '../../lib/bounded-http';

export const SMOOBU_DEFAULT_URL = 'https://login.smoobu.com';
/** Smoobu has not answered in this time: the try counts as failed (retried, except a POST). */
export const SMOOBU_TIMEOUT_MS = 10_000;
/** Smoobu's largest page (it refuses more). */
export const SMOOBU_PAGE_SIZE = 100;
/** A reservation list longer than this many pages is not Smoobu's (a broken or hostile server). */
const MAX_PAGES = 500;
const RESPONSE_MAX_BYTES = 5 * 1024 * 1024;

export interface SmoobuClientOptions {
  apiKey: string;
  /** Smoobu's host (config `smoobuApiUrl`); the tests' fake otherwise. */
  baseUrl?: string;
  timeoutMs?: number;
  /**
   * Further tries after a network error, timeout or 5xx, each twice as late. Never for a POST:
   * Smoobu may have created the reservation and only its answer was lost, so a second POST could
   * make a duplicate; the caller settles it by looking for the reservation instead.
   */
  retries?: number;
  retryDelayMs?: number;
  /** How long one call may spend waiting out 429s before it gives up as `unreachable`. */
  rateLimitBudgetMs?: number;
  /** This process's bucket for the key (a test may pass its own). */
  rateLimiter?: RateLimiter;
}

interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** Smoobu's own words from an error body {status, title, detail}, at most 500 characters. */
function errorDetail(json: unknown, status: number): string {
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const words = [body.detail, body.title, body.message].find(
    (value) => typeof value === 'string' && value.trim(),
  ) as string | undefined;
  const detail =
    words ??
    (body.detail && typeof body.detail === 'object' ? JSON.stringify(body.detail) : null) ??
    `HTTP ${status}`;
  return detail.slice(0, 500);
}

/**
 * The Smoobu API over HTTP (docs/integrations/smoobu.md): every request signed, kept under the
 * rate limit by this process's token bucket, a 429 waited out as Smoobu says (work is never
 * dropped), network errors, timeouts and 5xx retried with backoff (except a POST, see
 * `retries`), and every failure mapped to a SmoobuError. Neither the key nor a request's URL or body ever reaches an error or a log.
 */
export function createSmoobuClient(options: SmoobuClientOptions): SmoobuApi {
  const baseUrl = (options.baseUrl ?? SMOOBU_DEFAULT_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? SMOOBU_TIMEOUT_MS;
  const retries = options.retries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const rateLimitBudgetMs = options.rateLimitBudgetMs ?? 120_000;
  const limiter = options.rateLimiter ?? smoobuRateLimiterFor(options.apiKey);
  /** Smoobu might echo what it was sent: its words never carry the key. */
  const redact = (words: string) =>
    options.apiKey ? words.split(options.apiKey).join('***') : words;

  async function attempt(
    method: string,
    path: string,
    query: URLSearchParams,
    body: string,
  ): Promise<Answer | 'network'> {
    await limiter.take();
    const search = query.toString();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...smoobuAuthHeaders(options.apiKey, { method, path, query, body }),
    };
    if (body) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetch(`${baseUrl}${path}${search ? `?${search}` : ''}`, {
        method,
        headers,
        body: body || undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await readBounded(response, RESPONSE_MAX_BYTES);
      return { status: response.status, headers: response.headers, json: parseJson(text) };
    } catch {
      return 'network';
    }
  }

  async function call(
    method: string,
    path: string,
    request: { query?: URLSearchParams; body?: unknown } = {},
  ): Promise<Answer> {
    const query = request.query ?? new URLSearchParams();
    const body = request.body === undefined ? '' : JSON.stringify(request.body);
    const rateLimitedUntil = Date.now() + rateLimitBudgetMs;
    // A 429 is still waited out for a POST: Smoobu refused it before doing anything.
    const triesLeft = method === 'POST' ? 0 : retries;
    let failures = 0;
    for (;;) {
      const answer = await attempt(method, path, query, body);
      if (answer !== 'network' && answer.status === 429) {
        const waitMs = rateLimitWaitMs(answer.headers);
        if (Date.now() + waitMs > rateLimitedUntil) {
          throw new SmoobuError('unreachable', 'Smoobu kept answering 429 (rate limit)', 429);
        }
        await delay(waitMs);
        continue;
      }
      if (answer === 'network' || answer.status >= 500) {
        failures += 1;
        if (failures > triesLeft) {
          const status = answer === 'network' ? undefined : answer.status;
          const detail =
            answer === 'network'
              ? 'Smoobu did not answer (network error or timeout)'
              : redact(errorDetail(answer.json, answer.status));
          throw new SmoobuError('unreachable', detail, status);
        }
        await delay(retryDelayMs * 2 ** (failures - 1));
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer;
      const detail = redact(errorDetail(answer.json, answer.status));
      if (answer.status === 401 || answer.status === 403) {
        throw new SmoobuError('unauthorized', detail, answer.status);
      }
      if (answer.status === 404) throw new SmoobuError('not_found', detail, 404);
      throw new SmoobuError('rejected', detail, answer.status);
    }
  }

  const unreadable = (what: string) =>
    new SmoobuError('unreachable', `Smoobu sent an unreadable answer (${what})`);

  function reservationOrThrow(json: unknown): SmoobuReservation {
    const reservation = smoobuReservationOf(json);
    if (!reservation) throw unreadable('reservation');
    return reservation;
  }

  const reservationPath = (id: string) => `/api/reservations/${encodeURIComponent(id)}`;

  return {
    async me() {
      const user = smoobuUserOf((await call('GET', '/api/me')).json);
      if (!user) throw unreadable('account');
      return user;
    },

    async apartments() {
      const apartments = smoobuApartmentsOf((await call('GET', '/api/apartments')).json);
      if (!apartments) throw unreadable('apartments');
      return apartments;
    },

    async reservation(id) {
      try {
        return reservationOrThrow((await call('GET', reservationPath(id))).json);
      } catch (error) {
        if (error instanceof SmoobuError && error.kind === 'not_found') return null;
        throw error;
      }
    },

    async reservations(filter: SmoobuReservationQuery) {
      const all: SmoobuReservation[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          showCancellation: 'true',
          page: String(page),
          pageSize: String(SMOOBU_PAGE_SIZE),
        });
        if (filter.modifiedFrom) query.set('modifiedFrom', smoobuModifiedFrom(filter.modifiedFrom));
        if (filter.arrivalFrom) query.set('arrivalFrom', filter.arrivalFrom);
        if (filter.arrivalTo) query.set('arrivalTo', filter.arrivalTo);
        if (filter.apartmentId) query.set('apartmentId', filter.apartmentId);
        const parsed = reservationPageJson.safeParse(
          (await call('GET', '/api/reservations', { query })).json,
        );
        if (!parsed.success) throw unreadable('reservation list');
        all.push(...parsed.data.bookings.map(reservationOrThrow));
        if (page >= parsed.data.page_count || parsed.data.bookings.length === 0) return all;
      }
      throw unreadable(`more than ${MAX_PAGES} pages`);
    },

    async createReservation(input: SmoobuReservationInput) {
      const { json } = await call('POST', '/api/reservations', { body: smoobuCreateBody(input) });
      const created = (json && typeof json === 'object' ? json : {}) as { id?: unknown };
      if (typeof created.id !== 'number' && typeof created.id !== 'string') {
        throw unreadable('created reservation');
      }
      return String(created.id);
    },

    async updateReservation(id, input) {
      await call('PUT', reservationPath(id), { body: smoobuUpdateBody(input) });
    },

    async cancelReservation(id) {
      await call('DELETE', reservationPath(id));
    },
  };
}
