import { HOTEL_HEADER } from '@hotel/shared/constants';
import { API_BASE_URL } from '@/lib/api-base-url';
import { ApiError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { progressBar } from '@/lib/progress-bar';

/** A call without an answer after this long fails as if offline, instead of spinning forever. */
export const FETCH_TIMEOUT_MS = 30_000;

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The hotel header, for calls about one hotel that are not in its URL. */
  hotel?: string;
  /** e.g. TanStack Query's, to cancel a call nobody waits for any more. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. the Idempotency-Key of a public booking. */
  headers?: Readonly<Record<string, string>>;
}

/** axios's way: JSON when it parses, else the text; nothing for an empty body. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The API client of the public page and the guest app: fetch, as axios (the staff client) would
 * be a sixth of their budget. Calls are anonymous (no staff token); the server answers in the
 * interface language. A failed call rejects with ApiError, mapped as the staff client's errors.
 */
export async function fetchJson<T>(path: string, options: FetchOptions = {}): Promise<T> {
  const { method = 'GET', body, hotel, signal, timeoutMs = FETCH_TIMEOUT_MS } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLanguage());
  if (hotel) headers.set(HOTEL_HEADER, hotel);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  if (signal?.aborted) abort();
  progressBar.start();
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const data = parseBody(await response.text());
    if (!response.ok) throw new ApiError({ status: response.status, data });
    progressBar.finish();
    return data as T;
  } catch (error) {
    progressBar.finish({ failed: true });
    // Offline, timed out or cancelled: no response to map.
    throw error instanceof ApiError ? error : new ApiError(undefined, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
