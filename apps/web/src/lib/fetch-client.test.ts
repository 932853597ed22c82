import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, httpStatusOf, toErrorBody } from '@/lib/api-error';
import { fetchJson } from '@/lib/fetch-client';
import { changeLanguage } from '@/lib/i18n';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('fetch client', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('sends the interface language and the hotel header, and returns the JSON', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get('*/api/public/hotel/alpenblick', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ name: 'Hotel Alpenblick' });
      }),
    );
    await expect(fetchJson('/public/hotel/alpenblick', { hotel: 'hotel-1' })).resolves.toEqual({
      name: 'Hotel Alpenblick',
    });
    expect(headers?.get('accept-language')).toBe('en');
    expect(headers?.get('hotel')).toBe('hotel-1');
    expect(headers?.get('accept')).toContain('application/json');
    expect(headers?.get('authorization')).toBeNull();
  });

  it('sends a body as JSON', async () => {
    let received: unknown;
    server.use(
      http.post('*/api/guest_app/alpenblick/login', async ({ request }) => {
        received = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(
      fetchJson('/guest_app/alpenblick/login', { method: 'POST', body: { phone: '+49 1' } }),
    ).resolves.toBeUndefined();
    expect(received).toEqual({ phone: '+49 1' });
  });

  it('sends extra headers such as an Idempotency-Key', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post('*/api/public/booking', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await fetchJson('/public/booking', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-12345678' },
    });
    expect(headers?.get('idempotency-key')).toBe('key-12345678');
    expect(headers?.get('content-type')).toBe('application/json');
    expect(headers?.get('accept-language')).toBe('en');
  });

  it("rejects with the server's ErrorBody, issues included", async () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Please check your input',
      issues: [{ path: 'phone', key: 'validation.phone', message: 'Invalid phone number' }],
    };
    server.use(http.post('*/api/booking', () => HttpResponse.json(body, { status: 400 })));
    const error = await rejectionOf(fetchJson('/booking', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ ...body, response: { status: 400, data: body } });
    expect(toErrorBody(error)).toEqual(body);
    expect(httpStatusOf(error)).toBe(400);
  });

  it('maps an answer without an ErrorBody to the generic text with its status', async () => {
    server.use(
      http.get('*/api/public/hotel/x', () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    const error = await rejectionOf(fetchJson('/public/hotel/x'));
    expect(error).toMatchObject({
      statusCode: 502,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
      response: { status: 502, data: 'Bad gateway' },
    });
  });

  it('maps no answer at all (offline) to the network text, status 0', async () => {
    server.use(http.get('*/api/public/hotel/x', () => HttpResponse.error()));
    const error = await rejectionOf(fetchJson('/public/hotel/x'));
    expect(error).toMatchObject({ statusCode: 0, code: 'INTERNAL', response: undefined });
    expect(error.message).toMatch(/connection|network|offline/i);
    expect(httpStatusOf(error)).toBeUndefined();
  });

  it('gives up after the timeout, as if offline', async () => {
    server.use(
      http.get('*/api/public/hotel/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return HttpResponse.json({});
      }),
    );
    const error = await rejectionOf(fetchJson('/public/hotel/slow', { timeoutMs: 20 }));
    expect(error.statusCode).toBe(0);
  });
});
