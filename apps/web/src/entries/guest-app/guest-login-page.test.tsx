import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GUEST_TOKEN_COOKIE } from '@hotel/shared/constants';
import { readGuestToken } from '@/lib/guest-session';
import {
  BOOKING_ID,
  CO_GUEST_ID,
  errorResponse,
  HOTEL_ID,
  MAIN_GUEST_ID,
  makeBookingSummary,
  makeGuestAppConfig,
  makeGuestBooking,
  makeGuestToken,
  useGuestAppConfigApi,
} from '@/features/guest-app/test/guest-app-fixtures';
import { renderGuestApp } from '@/test/guest-app';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();
configure({ asyncUtilTimeout: 4000 });

const GUEST = {
  _id: MAIN_GUEST_ID,
  firstName: 'Anna',
  lastName: 'Berger',
  mobile: '+4915123456789',
  email: '',
  nationality: 'DE',
  birthDate: null,
  language: 'de',
};

/** The sign-in calls: one known number, one right code; every call is recorded. */
function useSignInApi({ resendAfterSeconds = 60, token = 'fresh-token' } = {}) {
  const codeRequests: string[] = [];
  const verifications: URLSearchParams[] = [];
  useGuestAppConfigApi(server);
  server.use(
    http.get(`*/api/guest_app/${HOTEL_ID}/guest_auth`, ({ request }) => {
      const mobile = new URL(request.url).searchParams.get('mobile') ?? '';
      codeRequests.push(mobile);
      if (mobile !== '+49 151 23456789') return errorResponse(404, 'Mobilnummer nicht gefunden');
      return HttpResponse.json({
        guest: MAIN_GUEST_ID,
        maskedMobile: '+49151•••••789',
        codeValidSeconds: 600,
        resendAfterSeconds,
      });
    }),
    http.get(`*/api/guest_app/${HOTEL_ID}/guest_verification`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      verifications.push(query);
      if (query.get('code') !== '123456') {
        return errorResponse(400, 'Dieser Code ist nicht korrekt. Noch 4 Versuche.');
      }
      return HttpResponse.json({ guest: GUEST, token });
    }),
    http.get(`*/api/guest_app/${HOTEL_ID}/bookings`, () =>
      HttpResponse.json({ items: [makeBookingSummary()], total: 1, page: 1, limit: 5 }),
    ),
  );
  return { codeRequests, verifications };
}

describe('guest login', () => {
  it('signs in with the number and the code from the SMS, saving the token', async () => {
    const user = userEvent.setup();
    const { codeRequests, verifications } = useSignInApi();
    renderGuestApp('/guest_app/alpenblick/login', { isSignedIn: false });

    const mobile = await screen.findByLabelText('Handynummer');
    expect(mobile.getAttribute('type')).toBe('tel');
    expect(screen.getByText('Mit Ländervorwahl, z. B. +49 151 23456789')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(screen.getByText('Bitte geben Sie Ihre Handynummer ein')).toBeTruthy();
    expect(codeRequests).toEqual([]);

    await user.type(mobile, '+49 170 0000000');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mobilnummer nicht gefunden');

    await user.clear(mobile);
    await user.type(mobile, '+49 151 23456789');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));

    const code = await screen.findByLabelText('Code aus der SMS');
    expect(screen.getByText(/an \+49151•••••789 gesendet\. Er ist 10 Minuten gültig/)).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const resend = screen.getByRole('button', { name: /^Neuen Code senden \(\d+ s\)$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      screen.getByText('Bitte geben Sie den sechsstelligen Code aus der SMS ein'),
    ).toBeTruthy();
    expect(verifications).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dieser Code ist nicht korrekt. Noch 4 Versuche.',
    );
    expect(readGuestToken()).toBeNull();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('heading', { name: 'Ihre Aufenthalte' })).toBeTruthy();
    expect(window.location.pathname).toBe('/guest_app/alpenblick');
    expect(document.cookie).toContain(`${GUEST_TOKEN_COOKIE}=fresh-token`);
    expect(verifications.at(-1)?.get('guest')).toBe(MAIN_GUEST_ID);
    expect(verifications.at(-1)?.get('code')).toBe('123456');
  });

  it('sends a new code once the wait is over, and lets the guest change the number', async () => {
    const user = userEvent.setup();
    const { codeRequests } = useSignInApi({ resendAfterSeconds: 0 });
    renderGuestApp('/guest_app/alpenblick/login', { isSignedIn: false });

    await user.type(await screen.findByLabelText('Handynummer'), '+49 151 23456789');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await user.click(await screen.findByRole('button', { name: 'Neuen Code senden' }));
    expect(await screen.findByText('Ein neuer Code ist unterwegs.')).toBeTruthy();
    expect(codeRequests).toEqual(['+49 151 23456789', '+49 151 23456789']);

    await user.click(screen.getByRole('button', { name: 'Andere Nummer verwenden' }));
    expect((screen.getByLabelText('Handynummer') as HTMLInputElement).value).toBe(
      '+49 151 23456789',
    );
  });

  it('sends a signed-in guest from the login to the home', async () => {
    useSignInApi();
    renderGuestApp('/guest_app/alpenblick/login');
    expect(await screen.findByRole('heading', { name: 'Ihre Aufenthalte' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      '/guest_app/alpenblick?redirect=true',
    );
  });

  it("sends a signed-in guest from /guest_app/login to the home of the token's hotel", async () => {
    useSignInApi();
    // Another hotel was visited last on this phone: the token's hotel wins.
    window.localStorage.setItem('guest_app_hotel', 'seeblick');
    renderGuestApp('/guest_app/login');
    expect(await screen.findByRole('heading', { name: 'Ihre Aufenthalte' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      `/guest_app/${HOTEL_ID}?redirect=true`,
    );
  });

  it('forgets the door codes stored for the previous guest when someone signs in', async () => {
    const user = userEvent.setup();
    useSignInApi({ token: makeGuestToken(HOTEL_ID, CO_GUEST_ID) });
    server.use(
      http.get(`*/api/guest_app/${HOTEL_ID}/bookings/${BOOKING_ID}`, () =>
        HttpResponse.json(makeGuestBooking()),
      ),
    );
    const { unmount } = renderGuestApp(`/guest_app/alpenblick/${BOOKING_ID}`);
    await screen.findByTestId('guest-access-code');
    expect(window.localStorage.getItem('guest_app_bookings')).toContain('4711');
    unmount();

    // The first guest's token has run out; the next one signs in on the same phone.
    renderGuestApp('/guest_app/alpenblick/login', { isSignedIn: false });
    await user.type(await screen.findByLabelText('Handynummer'), '+49 151 23456789');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await user.type(await screen.findByLabelText('Code aus der SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('heading', { name: 'Ihre Aufenthalte' })).toBeTruthy();
    expect(window.localStorage.getItem('guest_app_bookings')).toBeNull();
  });

  it('redirects to the login without a token', async () => {
    useSignInApi();
    renderGuestApp('/guest_app/alpenblick', { isSignedIn: false });
    expect(await screen.findByLabelText('Handynummer')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/guest_app/alpenblick/login'));
  });

  it('shows the notice with no sign-in when the hotel has switched the guest app off', async () => {
    useGuestAppConfigApi(
      server,
      makeGuestAppConfig({
        guest_app: { enabled: false, accent_color: 'amber', template_image: [] },
      }),
    );
    renderGuestApp('/guest_app/alpenblick/login', { isSignedIn: false });
    expect(await screen.findByText('Die Gäste-App ist nicht verfügbar')).toBeTruthy();
    expect(screen.queryByLabelText('Handynummer')).toBeNull();
    expect(screen.getByText('info@alpenblick.example')).toBeTruthy();
  });
});
