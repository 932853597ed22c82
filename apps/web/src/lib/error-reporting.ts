import type { ClientErrorKind, ClientErrorReport } from '@hotel/shared/contracts/error-log';
import { API_BASE_URL } from '@/lib/api-base-url';
import { httpFailureOf } from '@/lib/api-error';
import { isChunkLoadError } from '@/lib/chunk-reload';

/** Reports one page load sends at most; the API limits each address as well. */
export const MAX_REPORTS_PER_PAGE = 10;

/** Noise without a bug behind it: the browser's own warnings, cross-origin scripts' errors. */
const IGNORED = /ResizeObserver loop|^Script error\.?$/;

export interface ErrorReportingOptions {
  /** The staff token, so the log names the user; none in the guest app. */
  token?: () => string | null | undefined;
  /** The current page's route pattern (`/booking/:id`), the error group's source. */
  route?: () => string | undefined;
}

let options: ErrorReportingOptions | undefined;
let sent = 0;
const seen = new Set<string>();

function textOf(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error)
    return { message: `${value.name}: ${value.message}`, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

/** Strings the API bounds are cut here, so a long report is shortened instead of refused. */
function bounded(text: string | undefined, max: number) {
  return text === undefined ? undefined : text.slice(0, max);
}

function send(kind: ClientErrorKind, value: unknown) {
  try {
    if (!options || sent >= MAX_REPORTS_PER_PAGE) return;
    const { message, stack } = textOf(value);
    if (!message || IGNORED.test(message)) return;
    const key = `${kind}\n${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    sent += 1;
    const report: ClientErrorReport = {
      kind,
      message: bounded(message, 1000)!,
      stack: bounded(stack, 8000),
      url: window.location.href.slice(0, 500),
      route: bounded(options.route?.(), 200),
      userAgent: navigator.userAgent.slice(0, 300),
    };
    const token = options.token?.();
    void fetch(`${API_BASE_URL}/client_error`, {
      method: 'POST',
      // The page may be on its way out (a chunk failure reloads it): the report still goes.
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // The reporter never throws, and never reports its own failures.
  }
}

/**
 * Sends uncaught errors, unhandled rejections and failed chunk loads to POST /api/client_error:
 * each distinct message once, at most MAX_REPORTS_PER_PAGE per page load. Installs once; the
 * app's own chunk handling (a reload, chunk-reload.ts) goes on as before.
 */
export function installErrorReporting(reportingOptions: ErrorReportingOptions = {}) {
  if (options) return;
  options = reportingOptions;
  window.addEventListener('error', (event) => {
    // A failed <script> or <img> fires error events without an error: not ours to report.
    if (!(event instanceof ErrorEvent)) return;
    send('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    // A failed API call: the server logs its own 5xx, and a 4xx is no bug of the page.
    if (httpFailureOf(event.reason)) return;
    send(isChunkLoadError(event.reason) ? 'chunk' : 'unhandledrejection', event.reason);
  });
  window.addEventListener('vite:preloadError', (event) => {
    send('chunk', (event as Event & { payload?: unknown }).payload ?? 'chunk preload failed');
  });
}

/**
 * An error a route's error boundary shows: reported unless it is an HTTP answer (a 404, a
 * refused page, a failed call) or a route's own error response.
 */
export function reportRouteError(error: unknown) {
  if (httpFailureOf(error)) return;
  const candidate = error as { status?: unknown; internal?: unknown } | null;
  if (typeof candidate === 'object' && candidate !== null && typeof candidate.status === 'number') {
    return;
  }
  send(isChunkLoadError(error) ? 'chunk' : 'error', error);
}

/** Tests: a fresh page load. */
export function resetErrorReportingForTests() {
  options = undefined;
  sent = 0;
  seen.clear();
}
