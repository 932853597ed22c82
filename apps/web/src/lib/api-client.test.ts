import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { httpStatusOf, toErrorBody } from '@/lib/api-error';
import { useErrorStore } from '@/lib/error-store';
import { changeLanguage } from '@/lib/i18n';
import { registerNavigate } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();

describe('api client', () => {
  let navigatedTo: string[];

  beforeEach(async () => {
    navigatedTo = [];
    registerNavigate((to) => {
      navigatedTo.push(to);
    });
    useSessionStore.getState().setToken('token-123');
    useSessionStore.getState().setCurrentHotelId('hotel-1');
    await changeLanguage('en');
  });

  it('sends the bearer token, the hotel header and the UI language', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get('*/api/hotel/hotel-1', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiClient.get('/hotel/hotel-1');
    expect(headers?.get('authorization')).toBe('Bearer token-123');
    expect(headers?.get('hotel')).toBe('hotel-1');
    expect(headers?.get('accept-language')).toBe('en');
    expect(headers?.get('accept')).toContain('application/json');
  });

  it('stores the error globally, rethrows it and logs out on 401', async () => {
    server.use(
      http.get('*/api/auth/user', () =>
        HttpResponse.json(
          { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please log in again' },
          { status: 401 },
        ),
      ),
    );
    await expect(apiClient.get('/auth/user')).rejects.toThrow();
    expect(useErrorStore.getState().lastError?.message).toBe('Please log in again');
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(document.cookie).not.toContain('token=token-123');
    expect(navigatedTo).toEqual(['/login']);
  });

  it('keeps the session when a call without a token gets 401 (wrong password)', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          {
            statusCode: 401,
            code: 'INVALID_CREDENTIALS',
            message: 'Incorrect user name or password',
          },
          { status: 401 },
        ),
      ),
    );
    await expect(
      apiClient.post('/auth/login', { email: 'a@b.c', password: 'x' }, { anonymous: true }),
    ).rejects.toThrow();
    expect(useSessionStore.getState().token).toBe('token-123');
    expect(navigatedTo).toEqual([]);
  });

  it('maps its errors as the fetch client does: status and generic text, or the network text', async () => {
    server.use(
      http.get('*/api/hotel/bad', () => new HttpResponse('Bad gateway', { status: 502 })),
      http.get('*/api/hotel/offline', () => HttpResponse.error()),
    );
    const bad: unknown = await apiClient.get('/hotel/bad').catch((error: unknown) => error);
    expect(toErrorBody(bad)).toEqual({
      statusCode: 502,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
    expect(httpStatusOf(bad)).toBe(502);
    const offline: unknown = await apiClient.get('/hotel/offline').catch((error: unknown) => error);
    expect(toErrorBody(offline)).toMatchObject({ statusCode: 0, code: 'INTERNAL' });
    expect(httpStatusOf(offline)).toBeUndefined();
  });
});
