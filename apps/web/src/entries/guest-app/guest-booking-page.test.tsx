import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import {
  BOOKING_ID,
  CO_GUEST_ID,
  errorResponse,
  HOTEL_ID,
  makeGuestAppConfig,
  makeGuestBooking,
  makeGuestToken,
  makePayment,
  PAYMENT_ID,
  useGuestAppConfigApi,
} from '@/features/guest-app/test/guest-app-fixtures';
import { renderGuestApp } from '@/test/guest-app';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();
configure({ asyncUtilTimeout: 4000 });

const BOOKING_PATH = `/guest_app/alpenblick/${BOOKING_ID}`;
const API = `*/api/guest_app/${HOTEL_ID}/bookings/${BOOKING_ID}`;

/** The booking as the server keeps it: the co-guest calls change it, as the API would. */
function useBookingApi(initial: GuestBooking) {
  let booking = initial;
  const added: unknown[] = [];
  const removed: string[] = [];
  useGuestAppConfigApi(server);
  server.use(
    http.get(API, () => HttpResponse.json(booking)),
    http.put(`${API}/guest`, async ({ request }) => {
      const body = (await request.json()) as { firstName: string; lastName: string };
      added.push(body);
      if (booking.guests.length >= booking.maxGuests) {
        return errorResponse(
          409,
          `Dieses Zimmer bietet höchstens ${booking.maxGuests} Gästen Platz`,
        );
      }
      const guest = { _id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c03', ...body, isMain: false };
      booking = { ...booking, guests: [...booking.guests, guest] };
      return HttpResponse.json(booking);
    }),
    http.delete(`${API}/guest/:guestId`, ({ params }) => {
      removed.push(String(params.guestId));
      booking = {
        ...booking,
        guests: booking.guests.filter((guest) => guest._id !== params.guestId),
      };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { added, removed };
}

describe('guest booking detail', () => {
  it('shows the access code big, the stay with its times, and the payments', async () => {
    useBookingApi(makeGuestBooking());
    renderGuestApp(BOOKING_PATH);

    expect((await screen.findByTestId('guest-access-code')).textContent).toBe('4711');
    expect(screen.getByRole('heading', { name: 'Zugangscode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zugangscode kopieren' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buchung 1042' })).toBeTruthy();
    expect(screen.getByText('12.05.2030')).toBeTruthy();
    expect(screen.getByText('Check-in ab 15:00 Uhr')).toBeTruthy();
    expect(screen.getByText('Check-out bis 10:00 Uhr')).toBeTruthy();
    expect(screen.getByText('204')).toBeTruthy();
    const payment = within(screen.getByTestId('guest-payment'));
    expect(payment.getByText('Bezahlt')).toBeTruthy();
    expect(payment.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
    expect(screen.getByTestId('guest-open-amount').textContent).toMatch(/0,00\s€/);
    // Nothing about opening doors from the app: the code is the way in.
    expect(screen.queryByText(/App öffnen|später/)).toBeNull();
  });

  it('hides the code while a payment is open and starts paying it online', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const checkoutUrl = 'https://checkout.stripe.example/c/pay/cs_test_1';
    server.use(
      http.get(`*/api/guest_app/${HOTEL_ID}/payment/${PAYMENT_ID}`, () =>
        HttpResponse.json({ checkoutUrl }),
      ),
    );
    useBookingApi(
      makeGuestBooking({
        status: 'pending_payment',
        accessCode: null,
        accessGranted: false,
        paidAmount: 0,
        openAmount: 24000,
        payments: [makePayment({ status: 'new', paidAt: null, canPayOnline: true })],
      }),
    );
    renderGuestApp(BOOKING_PATH);

    expect((await screen.findByTestId('guest-access-hidden')).textContent).toBe(
      'Der Zugangscode erscheint hier, sobald die offene Zahlung beglichen ist.',
    );
    expect(screen.queryByTestId('guest-access-code')).toBeNull();
    expect(screen.getByTestId('guest-open-amount').textContent).toMatch(/240,00\s€/);
    expect(within(screen.getByTestId('guest-payment')).getByText('Offen')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Jetzt bezahlen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
  });

  it('says why there is no code otherwise, and offers self check-in until it is done', async () => {
    useBookingApi(
      makeGuestBooking({
        accessCode: null,
        accessGranted: false,
        selfCheckIn: {
          available: true,
          completed: false,
          registrationRequired: true,
          registrationDone: false,
          paymentRequired: false,
        },
      }),
    );
    const { unmount } = renderGuestApp(BOOKING_PATH);

    expect((await screen.findByTestId('guest-access-hidden')).textContent).toBe(
      'Schließen Sie den Self-Check-in ab, um Ihren Zugangscode zu sehen.',
    );
    expect(screen.getByRole('link', { name: 'Self-Check-in starten' }).getAttribute('href')).toBe(
      `/guest_app/alpenblick/${BOOKING_ID}/self_check_in`,
    );
    unmount();

    useBookingApi(
      makeGuestBooking({
        selfCheckIn: {
          available: true,
          completed: true,
          registrationRequired: true,
          registrationDone: true,
          paymentRequired: false,
        },
      }),
    );
    renderGuestApp(BOOKING_PATH);
    expect((await screen.findByTestId('guest-self-check-in-completed')).textContent).toBe(
      'Self-Check-in abgeschlossen',
    );
    expect(screen.queryByRole('link', { name: 'Self-Check-in starten' })).toBeNull();
    expect(screen.getByTestId('guest-access-code').textContent).toBe('4711');
  });

  it("tells a co-guest that the code waits for the main guest's self check-in", async () => {
    // The server offers self check-in to the main guest only: a co-guest gets available false.
    useBookingApi(
      makeGuestBooking({
        accessCode: null,
        accessGranted: false,
        selfCheckIn: {
          available: false,
          completed: false,
          registrationRequired: false,
          registrationDone: false,
          paymentRequired: false,
        },
      }),
    );
    const { unmount } = renderGuestApp(BOOKING_PATH, {
      token: makeGuestToken(HOTEL_ID, CO_GUEST_ID),
    });
    expect((await screen.findByTestId('guest-access-hidden')).textContent).toBe(
      'Der Zugangscode erscheint hier, sobald der Hauptgast den Self-Check-in abgeschlossen hat.',
    );
    expect(screen.queryByRole('link', { name: 'Self-Check-in starten' })).toBeNull();
    unmount();

    // No self check-in at this hotel, access granted, but no code set yet.
    useBookingApi(makeGuestBooking({ accessCode: null, accessGranted: true }));
    renderGuestApp(BOOKING_PATH);
    expect((await screen.findByTestId('guest-access-hidden')).textContent).toBe(
      'Ihr Zugangscode ist noch nicht vergeben. Er erscheint hier, sobald das Hotel ihn festgelegt hat.',
    );
  });

  it('offers no pay button for an open payment the hotel takes only at the desk', async () => {
    useBookingApi(
      makeGuestBooking({
        accessCode: null,
        accessGranted: false,
        payments: [makePayment({ status: 'new', paidAt: null, canPayOnline: false })],
      }),
    );
    renderGuestApp(BOOKING_PATH);
    expect(within(await screen.findByTestId('guest-payment')).getByText('Offen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
  });

  it('removes a co-guest after asking, never the main guest, and adds one by name', async () => {
    const user = userEvent.setup();
    const { added, removed } = useBookingApi(makeGuestBooking({ maxGuests: 2 }));
    renderGuestApp(BOOKING_PATH);

    const list = await screen.findByTestId('guest-co-guests');
    expect(within(list).getByText('Hauptgast')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anna Berger entfernen' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Mitreisende hinzufügen' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Das Zimmer ist voll belegt: höchstens 2 Personen.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Max Berger entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitreisende entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(removed).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Max Berger entfernen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entfernen' }),
    );
    await waitFor(() => expect(screen.queryByText('Max Berger')).toBeNull());
    expect(removed).toEqual([CO_GUEST_ID]);

    await user.click(screen.getByRole('button', { name: 'Mitreisende hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByText('Bitte geben Sie den Vornamen ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie den Nachnamen ein')).toBeTruthy();
    expect(added).toEqual([]);

    await user.type(screen.getByLabelText('Vorname'), 'Lena');
    await user.type(screen.getByLabelText('Nachname'), 'Berger');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Lena Berger')).toBeTruthy();
    expect(added).toEqual([{ firstName: 'Lena', lastName: 'Berger' }]);
    expect(
      (screen.getByRole('button', { name: 'Mitreisende hinzufügen' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("shows the server's refusal when the room filled up meanwhile", async () => {
    const user = userEvent.setup();
    const booking = makeGuestBooking({ maxGuests: 3 });
    useBookingApi(booking);
    // Someone else added the third guest: the server now refuses a fourth.
    server.use(
      http.put(`${API}/guest`, () =>
        errorResponse(409, 'Dieses Zimmer bietet höchstens 2 Gästen Platz'),
      ),
    );
    renderGuestApp(BOOKING_PATH);

    await user.click(await screen.findByRole('button', { name: 'Mitreisende hinzufügen' }));
    await user.type(screen.getByLabelText('Vorname'), 'Lena');
    await user.type(screen.getByLabelText('Nachname'), 'Berger');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Dieses Zimmer bietet höchstens 2 Gästen Platz',
    );
  });
});

describe('guest booking offline', () => {
  it('shows the copy stored on the last visit, with its date, when the server is out of reach', async () => {
    useBookingApi(makeGuestBooking());
    const { unmount } = renderGuestApp(BOOKING_PATH);
    expect((await screen.findByTestId('guest-access-code')).textContent).toBe('4711');
    unmount();

    server.use(
      http.get('*/api/guest_app/:hotel', () => HttpResponse.error()),
      http.get(API, () => HttpResponse.error()),
    );
    renderGuestApp(BOOKING_PATH);

    expect((await screen.findByTestId('guest-offline-note')).textContent).toMatch(
      /^Offline – zuletzt aktualisiert /,
    );
    expect(screen.getByTestId('guest-access-code').textContent).toBe('4711');
    expect(screen.queryByRole('button', { name: 'Max Berger entfernen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mitreisende hinzufügen' })).toBeNull();
  });

  it('says the booking could not be loaded when there is no stored copy', async () => {
    useGuestAppConfigApi(server);
    server.use(http.get(API, () => HttpResponse.error()));
    renderGuestApp(BOOKING_PATH);
    expect(await screen.findByText('Die Buchung konnte nicht geladen werden')).toBeTruthy();
    expect(screen.queryByTestId('guest-offline-note')).toBeNull();
  });

  it("never shows one guest's stored copy to the next guest on the same phone", async () => {
    useBookingApi(makeGuestBooking());
    const { unmount } = renderGuestApp(BOOKING_PATH);
    expect((await screen.findByTestId('guest-access-code')).textContent).toBe('4711');
    unmount();

    // The co-guest signs in on the same phone later and opens the booking without a connection.
    server.use(http.get(API, () => HttpResponse.error()));
    renderGuestApp(BOOKING_PATH, { token: makeGuestToken(HOTEL_ID, CO_GUEST_ID) });
    expect(await screen.findByText('Die Buchung konnte nicht geladen werden')).toBeTruthy();
    expect(screen.queryByTestId('guest-access-code')).toBeNull();
  });

  it('forgets the stored copies when the server ends the session', async () => {
    useBookingApi(makeGuestBooking());
    const { unmount } = renderGuestApp(BOOKING_PATH);
    await screen.findByTestId('guest-access-code');
    unmount();

    server.use(http.get(API, () => errorResponse(401, 'Bitte melden Sie sich an')));
    renderGuestApp(BOOKING_PATH);
    expect(await screen.findByLabelText('Handynummer')).toBeTruthy();
    expect(window.localStorage.getItem('guest_app_bookings')).toBeNull();
  });
});

describe('guest app paths without the hotel', () => {
  /** Only the fixtures' hotel exists, by id or symbol code; anything else is no hotel. */
  function useOnlyOneHotel() {
    server.use(
      http.get('*/api/guest_app/:hotel', ({ params }) =>
        params.hotel === HOTEL_ID || params.hotel === 'alpenblick'
          ? HttpResponse.json(makeGuestAppConfig())
          : errorResponse(404, 'Hotel nicht gefunden'),
      ),
    );
  }

  it("opens /guest_app/{booking} in the hotel of the guest's token", async () => {
    useBookingApi(makeGuestBooking());
    useOnlyOneHotel();
    // The last hotel visited on this phone is another one: the token decides.
    window.localStorage.setItem('guest_app_hotel', 'seeblick');
    renderGuestApp(`/guest_app/${BOOKING_ID}`);

    expect((await screen.findByTestId('guest-access-code')).textContent).toBe('4711');
    expect(screen.getByRole('heading', { name: 'Buchung 1042' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/guest_app/${HOTEL_ID}/${BOOKING_ID}`);
  });

  it('still sends a guest without a token from a booking to the hotel login', async () => {
    useBookingApi(makeGuestBooking());
    renderGuestApp(BOOKING_PATH, { isSignedIn: false });
    expect(await screen.findByLabelText('Handynummer')).toBeTruthy();
    expect(window.location.pathname).toBe('/guest_app/alpenblick/login');
  });
});
