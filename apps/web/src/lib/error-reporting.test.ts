import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientErrorReport } from '@hotel/shared/contracts/error-log';
import { ApiError } from '@/lib/api-error';
import { setupMswServer } from '@/test/msw-server';
import {
  installErrorReporting,
  MAX_REPORTS_PER_PAGE,
  reportRouteError,
  resetErrorReportingForTests,
} from './error-reporting';

const server = setupMswServer();
let reports: { body: ClientErrorReport; authorization: string | null }[];

beforeEach(() => {
  reports = [];
  server.use(
    http.post('/api/client_error', async ({ request }) => {
      reports.push({
        body: (await request.json()) as ClientErrorReport,
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  resetErrorReportingForTests();
  vi.restoreAllMocks();
});

/** The reporter calls fetch synchronously: what it sent is known right after the event. */
const spyOnFetch = () => vi.spyOn(globalThis, 'fetch');

function throwUncaught(error: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
}

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason?: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

describe('the error reporter', () => {
  it('reports uncaught errors with the token, route and page', async () => {
    installErrorReporting({ token: () => 'staff-token', route: () => '/booking/:id' });
    throwUncaught(new TypeError('x is undefined'));
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      authorization: 'Bearer staff-token',
      body: expect.objectContaining({
        kind: 'error',
        message: 'TypeError: x is undefined',
        stack: expect.stringContaining('x is undefined'),
        route: '/booking/:id',
        url: window.location.href,
      }),
    });
  });

  it('sends each message once and at most ten reports per page load', async () => {
    installErrorReporting();
    const fetchSpy = spyOnFetch();
    throwUncaught(new Error('same'));
    throwUncaught(new Error('same'));
    for (let index = 0; index < 15; index++) rejectUnhandled(new Error(`rejection ${index}`));
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
    await vi.waitFor(() => expect(reports).toHaveLength(MAX_REPORTS_PER_PAGE));
    expect(reports.filter((report) => report.body.message === 'Error: same')).toHaveLength(1);
    expect(reports[1]!.body).toMatchObject({
      kind: 'unhandledrejection',
      message: 'Error: rejection 0',
    });
    expect(reports[0]!.authorization).toBeNull();
  });

  it("reports a failed chunk load as kind chunk and leaves the page's own handling alone", async () => {
    installErrorReporting();
    const otherHandler = vi.fn();
    window.addEventListener('vite:preloadError', otherHandler);
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
      payload?: unknown;
    };
    event.payload = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.body).toMatchObject({
      kind: 'chunk',
      message: 'TypeError: Failed to fetch dynamically imported module: /assets/x.js',
    });
    expect(otherHandler).toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    window.removeEventListener('vite:preloadError', otherHandler);
  });

  it('skips failed API calls and route error responses, reports the rest of a boundary', async () => {
    installErrorReporting();
    rejectUnhandled(new ApiError({ status: 500, data: { statusCode: 500 } }));
    reportRouteError({ status: 404, statusText: '', internal: false, data: {} });
    reportRouteError(new ApiError({ status: 403, data: { statusCode: 403 } }));
    reportRouteError(new RangeError('bad render'));
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]!.body).toMatchObject({ kind: 'error', message: 'RangeError: bad render' });
  });

  it('never throws when the report cannot be sent, and does not report that', async () => {
    server.use(http.post('/api/client_error', () => HttpResponse.error()));
    installErrorReporting();
    const fetchSpy = spyOnFetch();
    expect(() => throwUncaught(new Error('offline'))).not.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // The reporter's own catch ran before this await's: it sent nothing about the failure.
    await expect(fetchSpy.mock.results[0]!.value).rejects.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([]);
  });

  it('reports nothing before it is installed', async () => {
    const fetchSpy = spyOnFetch();
    reportRouteError(new Error('early'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
