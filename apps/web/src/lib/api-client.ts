import axios, { type InternalAxiosRequestConfig } from 'axios';
import { HOTEL_HEADER } from '@hotel/shared/constants';
import { API_BASE_URL } from '@/lib/api-base-url';
import { toErrorBody } from '@/lib/api-error';
import { useErrorStore } from '@/lib/error-store';
import { currentLanguage } from '@/lib/i18n';
import { progressBar } from '@/lib/progress-bar';
import { logout } from '@/lib/session/logout';
import { useSessionStore } from '@/lib/session/session-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Public and guest-app calls: no staff token and no hotel header. */
    anonymous?: boolean;
  }
}

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json' },
});

function attachSession(config: InternalAxiosRequestConfig) {
  // The server translates its messages into the language the person is reading.
  config.headers.set('Accept-Language', currentLanguage());
  if (config.anonymous) return config;
  const { token, currentHotelId } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (currentHotelId && !config.headers.has(HOTEL_HEADER)) {
    config.headers.set(HOTEL_HEADER, currentHotelId);
  }
  return config;
}

apiClient.interceptors.request.use((config) => {
  progressBar.start();
  return attachSession(config);
});

apiClient.interceptors.response.use(
  (response) => {
    progressBar.finish();
    return response;
  },
  (error: unknown) => {
    progressBar.finish({ failed: true });
    const body = toErrorBody(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (!config?.anonymous) useErrorStore.getState().setLastError(body);
    // A 401 on a call that carried our token means the session ended; a 401 without one is a
    // wrong password on the login form and must reach that form.
    const sentToken = Boolean(config?.headers?.has?.('Authorization'));
    if (body.statusCode === 401 && sentToken) void logout();
    return Promise.reject(error);
  },
);
