import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestAppGuest, GuestBooking } from '@hotel/shared/contracts/guest-app';
import type { GuestAppHotel } from '@hotel/shared/contracts/public-hotel';
import { EntryShell } from '@/components/shell/entry-shell';
import { saveGuestToken } from '@/lib/guest-session';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { createPageRouter } from '@/lib/page-router/page-router';
import { resolveGuards } from '@/lib/routing/resolve-guards';
import { guestAppRoutes } from '@/features/guest-app/routes';
import { setupMswServer } from '@/test/msw-server';
import { openCheckout } from './open-checkout';

// Leaving for the payment provider is a full page load, which the test DOM cannot do.
vi.mock('./open-checkout', () => ({ openCheckout: vi.fn() }));

const server = setupMswServer();

const HOTEL_ID = '7b0f3f9e-52a3-4c55-9d3c-2d4d3a9b8a01';
const BOOKING_ID = '3c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const PAYMENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const API = `*/api/guest_app/${HOTEL_ID}`;

const hotel: GuestAppHotel = {
  _id: HOTEL_ID,
  symbol_code: 'alpenblick',
  name: 'Hotel Alpenblick',
  contact: { name: '', address: '', phone: '', email: '' },
  theme_color: '#0f766e',
  defaultLanguage: 'de',
  guest_app: { enabled: true, accent_color: 'amber', template_image: [] },
};

function makeGuest(overrides: Partial<GuestAppGuest> = {}): GuestAppGuest {
  return {
    _id: '5f4e3d2c-1b0a-4987-8654-3210fedcba98',
    firstName: 'Anna',
    lastName: 'Berger',
    mobile: '+436641234567',
    email: 'anna@example.com',
    nationality: 'AT',
    birthDate: '1985-03-14',
    language: 'de',
    ...overrides,
  };
}

function makeBooking(overrides: Partial<GuestBooking> = {}): GuestBooking {
  return {
    _id: BOOKING_ID,
    number: 1042,
    status: 'confirmed',
    arrival: '2030-05-10',
    departure: '2030-05-13',
    nights: 3,
    roomType: { _id: '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e01', name: 'Doppelzimmer' },
    room: { _id: '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e09', number: '12' },
    selfCheckInCompleted: false,
    adults: 2,
    kids: 0,
    guests: [
      {
        _id: '5f4e3d2c-1b0a-4987-8654-3210fedcba98',
        firstName: 'Anna',
        lastName: 'Berger',
        isMain: true,
      },
    ],
    maxGuests: 3,
    checkInTime: '15:00',
    checkOutTime: '10:00',
    accessCode: null,
    accessGranted: false,
    accessMethod: 'code',
    access: {
      state: 'access_denied',
      reason: 'self_check_in_open',
      window: { from: '2030-05-10T13:00:00.000Z', until: '2030-05-13T08:00:00.000Z' },
      doors: [],
      entranceCode: null,
    },
    price: 36000,
    paidAmount: 36000,
    openAmount: 0,
    currency: 'EUR',
    payments: [],
    selfCheckIn: {
      available: true,
      completed: false,
      registrationRequired: true,
      registrationDone: false,
      paymentRequired: false,
    },
    ...overrides,
  };
}

interface Calls {
  guest: unknown[];
  registration: unknown[];
  complete: number;
}

/** The guest-app API for one booking; completing it grants access and reveals the code. */
function serve(booking: GuestBooking, guest: GuestAppGuest = makeGuest()): Calls {
  const calls: Calls = { guest: [], registration: [], complete: 0 };
  let current = booking;
  server.use(
    http.get('*/api/guest_app/alpenblick', () => HttpResponse.json(hotel)),
    http.get(`${API}/bookings/${BOOKING_ID}`, () => HttpResponse.json(current)),
    http.get(`${API}/guest`, () => HttpResponse.json(guest)),
    http.put(`${API}/bookings/${BOOKING_ID}/self_check_in/guest`, async ({ request }) => {
      calls.guest.push(await request.json());
      return HttpResponse.json(guest);
    }),
    http.put(`${API}/bookings/${BOOKING_ID}/self_check_in/registration`, async ({ request }) => {
      calls.registration.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${API}/bookings/${BOOKING_ID}/self_check_in/complete`, () => {
      calls.complete += 1;
      const paymentsOpen = current.payments.some((payment) => payment.status === 'new');
      current = {
        ...current,
        selfCheckInCompleted: true,
        selfCheckIn: { ...current.selfCheckIn, completed: true },
        accessGranted: !paymentsOpen,
        accessCode: paymentsOpen ? null : '482913',
      };
      return HttpResponse.json(current);
    }),
  );
  return calls;
}

async function renderWizard() {
  saveGuestToken('guest-token');
  window.history.replaceState(null, '', `/guest_app/alpenblick/${BOOKING_ID}/self_check_in`);
  // As the guest entry's router (entries/guest-app/router.tsx), which nothing may import.
  const router = createPageRouter({
    entry: 'guest-app',
    routes: guestAppRoutes,
    namespaces: ['app', 'guestApp'],
    guardContext: ({ params, pathname }) => ({
      user: null,
      membership: null,
      hasGuestToken: true,
      guestAppHotel: params.hotel ?? null,
      pathname,
    }),
    resolveGuards,
  });
  await router.start();
  render(
    <QueryClientProvider client={queryClient}>
      <EntryShell router={router} layout={({ children }) => <>{children}</>} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('step-of');
}

const next = (name = 'Weiter') => userEvent.click(screen.getByRole('button', { name }));

describe('self check-in wizard', () => {
  beforeEach(() => changeLanguage('de'));
  afterEach(() => {
    queryClient.clear();
    vi.mocked(openCheckout).mockReset();
  });

  it('takes a foreign guest through the registration form to the access code', async () => {
    const calls = serve(makeBooking());
    await renderWizard();

    expect(screen.getByTestId('step-of').textContent).toBe('Schritt 1 von 4: Ihr Aufenthalt');
    expect(screen.getByTestId('stay-room').textContent).toBe('Doppelzimmer, Zimmer 12');
    expect((screen.getByLabelText(/Vorname/) as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByTestId('stay-nationality') as HTMLSelectElement).value).toBe('AT');

    await next();
    expect(await screen.findByTestId('registration-form')).toBeTruthy();
    expect(screen.getByTestId('step-of').textContent).toBe('Schritt 2 von 4: Meldeschein');
    expect(screen.getByText(/Bundesmeldegesetz/)).toBeTruthy();
    expect(calls.guest).toEqual([
      { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com', nationality: 'AT' },
    ]);
    // The second adult is an accompanying person, first assumed to share the guest's nationality.
    expect(screen.getByTestId('companion-count').textContent).toContain('1 Person reist mit Ihnen');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Staatsangehörigkeit von Person 1' }),
      'IT',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    expect(screen.getAllByTestId('companion-row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Person 2 entfernen' }));

    // Without the document number the form says so and sends nothing.
    await next();
    expect(await screen.findByText('Die Ausweis- oder Passnummer ist erforderlich')).toBeTruthy();
    expect(calls.registration).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Ausweisnummer/), 'P1234567');
    await next();

    expect(await screen.findByTestId('done-step')).toBeTruthy();
    expect(calls.registration).toEqual([
      {
        firstNames: 'Anna',
        lastName: 'Berger',
        birthDate: '1985-03-14',
        nationality: 'AT',
        documentNumber: 'P1234567',
        companionNationalities: ['IT'],
      },
    ]);
    expect(calls.complete).toBe(1);
    expect(screen.getByTestId('step-of').textContent).toBe('Schritt 4 von 4: Fertig');
    expect(screen.getByTestId('access-code').textContent).toBe('482913');
    expect(screen.getByTestId('guest-link').textContent).toBe(
      `${window.location.origin}/guest_app/alpenblick/${BOOKING_ID}`,
    );
  });

  it('lets a German guest skip the form with a short confirmation', async () => {
    const calls = serve(makeBooking(), makeGuest({ nationality: 'DE' }));
    await renderWizard();

    await next();
    expect(await screen.findByTestId('registration-exempt')).toBeTruthy();
    expect(
      screen.getByText(/Als deutscher Staatsbürger müssen Sie keinen Meldeschein ausfüllen/),
    ).toBeTruthy();
    expect(screen.queryByTestId('registration-form')).toBeNull();

    await next();
    expect(await screen.findByTestId('access-code')).toBeTruthy();
    expect(calls.registration).toEqual([]);
    expect(calls.complete).toBe(1);
  });

  it('keeps what was typed when going back a step', async () => {
    serve(makeBooking());
    await renderWizard();

    const lastName = screen.getByLabelText(/Nachname/);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Berger-Huber');
    await next();
    await screen.findByTestId('registration-form');
    await userEvent.type(screen.getByLabelText(/Ausweisnummer/), 'X99');
    await userEvent.click(screen.getByTestId('wizard-back'));

    expect(((await screen.findByLabelText(/Nachname/)) as HTMLInputElement).value).toBe(
      'Berger-Huber',
    );
    await next();
    expect(((await screen.findByLabelText(/Ausweisnummer/)) as HTMLInputElement).value).toBe('X99');
  });

  it('shows the payment step only while a payment granting access is open', async () => {
    serve(
      makeBooking({
        openAmount: 36000,
        paidAmount: 0,
        payments: [
          {
            _id: PAYMENT_ID,
            number: 7,
            status: 'new',
            method: 'online',
            amount: 36000,
            currency: 'EUR',
            grantsRoomAccess: true,
            paidAt: null,
            canPayOnline: true,
          },
        ],
        selfCheckIn: {
          available: true,
          completed: false,
          registrationRequired: false,
          registrationDone: false,
          paymentRequired: true,
        },
      }),
    );
    server.use(
      http.get(`${API}/payment/${PAYMENT_ID}`, () =>
        HttpResponse.json({ checkoutUrl: 'https://checkout.example/pay/abc' }),
      ),
    );
    await renderWizard();

    await next();
    const step = await screen.findByTestId('payment-step');
    expect(screen.getByTestId('step-of').textContent).toBe('Schritt 3 von 4: Zahlung');
    expect(within(step).getByTestId('open-payment').textContent).toMatch(/360,00\s€/);
    await userEvent.click(
      within(step).getByRole('button', { name: /^Jetzt bezahlen: 360,00\s€$/ }),
    );
    await waitFor(() =>
      expect(openCheckout).toHaveBeenCalledWith('https://checkout.example/pay/abc'),
    );

    // Finished before paying: the code waits for the payment.
    await userEvent.click(screen.getByTestId('payment-finish'));
    expect(await screen.findByTestId('access-code-pending')).toBeTruthy();
    expect(screen.queryByTestId('access-code')).toBeNull();
  });

  it('goes from the details straight to the code when nothing else is asked', async () => {
    const calls = serve(
      makeBooking({
        selfCheckIn: {
          available: true,
          completed: false,
          registrationRequired: false,
          registrationDone: false,
          paymentRequired: false,
        },
      }),
    );
    await renderWizard();

    await next();
    expect(await screen.findByTestId('access-code')).toBeTruthy();
    expect(screen.queryByTestId('payment-step')).toBeNull();
    expect(calls.complete).toBe(1);
  });

  it('shows the API field errors at the field and keeps the input', async () => {
    serve(makeBooking());
    server.use(
      http.put(`${API}/bookings/${BOOKING_ID}/self_check_in/guest`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Die Eingaben sind ungültig.',
            issues: [
              {
                path: 'email',
                key: 'validation.emailInvalid',
                message: 'Ungültige E-Mail-Adresse.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await renderWizard();

    const email = screen.getByLabelText(/E-Mail/);
    await userEvent.clear(email);
    // Well-formed, so the form sends it; the (mocked) API refuses it.
    await userEvent.type(email, 'anna@example.org');
    await next();

    expect(await screen.findByText('Ungültige E-Mail-Adresse.')).toBeTruthy();
    expect(screen.getByTestId('step-error').textContent).toContain('Die Eingaben sind ungültig.');
    expect((screen.getByLabelText(/E-Mail/) as HTMLInputElement).value).toBe('anna@example.org');
    expect(screen.getByTestId('stay-step')).toBeTruthy();
  });

  it('opens a completed check-in on its code, in English', async () => {
    await changeLanguage('en');
    serve(
      makeBooking({
        selfCheckInCompleted: true,
        accessCode: '482913',
        accessGranted: true,
        selfCheckIn: {
          available: true,
          completed: true,
          registrationRequired: true,
          registrationDone: true,
          paymentRequired: false,
        },
      }),
    );
    await renderWizard();

    expect(await screen.findByTestId('access-code')).toBeTruthy();
    expect(screen.getByTestId('step-of').textContent).toBe('Step 4 of 4: Done');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });
});
