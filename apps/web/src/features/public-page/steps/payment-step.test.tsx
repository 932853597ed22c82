import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBooking, PublicBookingRequest } from '@hotel/shared/contracts/public-booking';
import { changeLanguage } from '@/lib/i18n';
import { writeGuestDetails } from '@/features/public-page/flow/guest-details-store';
import { PaymentStep } from '@/features/public-page/steps/payment-step';
import { GuestDetailsStep } from '@/features/public-page/steps/guest-details-step';
import { setupMswServer } from '@/test/msw-server';
import {
  DOUBLE_ROOM_ID,
  SUITE_ID,
  makeFlowState,
  makePublicHotel,
  makePublicRoomType,
  renderFlow,
} from '@/test/public-flow';

const server = setupMswServer();
const BOOKING_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';

function makeBooking(overrides: Partial<PublicBooking> = {}): PublicBooking {
  return {
    _id: BOOKING_ID,
    number: 1042,
    receipt: 'receipt-abc',
    hotel: { _id: 'h1', symbol_code: 'alpenblick', name: 'Hotel Alpenblick' },
    status: 'new',
    arrival: '2027-05-12',
    departure: '2027-05-14',
    nights: 2,
    adults: 2,
    kids: 0,
    roomType: { _id: DOUBLE_ROOM_ID, name: 'Doppelzimmer' },
    services: [],
    room: 24000,
    total: 30000,
    currency: 'EUR',
    checkInTime: '15:00',
    checkOutTime: '10:00',
    guest: { firstName: 'Maria', lastName: 'Huber', email: 'maria@example.com' },
    payment: { method: 'on_arrival', status: 'none', checkoutUrl: null, bankTransfer: null },
    ...overrides,
  };
}

function serveRoomTypes() {
  server.use(
    http.get('*/api/public/room_types/alpenblick', () => HttpResponse.json([makePublicRoomType()])),
  );
}

function renderPayment() {
  return renderFlow({
    state: makeFlowState({ step: 'payment' }),
    steps: { payment: PaymentStep, details: GuestDetailsStep },
  });
}

const bookNow = () => screen.findByRole('button', { name: /Zahlungspflichtig buchen/ });

describe('payment step', () => {
  beforeEach(async () => {
    await changeLanguage('de');
    writeGuestDetails('alpenblick', {
      firstName: 'Maria',
      lastName: 'Huber',
      email: 'maria@example.com',
      mobile: '07911 123456',
      country: 'GB',
      note: 'Ankunft gegen 20 Uhr',
      consent: true,
    });
    serveRoomTypes();
  });

  it('shows the whole booking with the total the earlier steps showed', async () => {
    renderPayment();
    // 2 nights × 120 € + breakfast 15 € × 2 persons × 2 nights.
    expect((await screen.findByTestId('public-booking-total')).textContent).toMatch(/^300,00\s€$/);
    expect(screen.getByText('Doppelzimmer')).toBeTruthy();
    expect(screen.getByText('2 Nächte')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Bei Anreise/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Überweisung/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Online/ })).toBeNull();
    expect((await bookNow()).textContent).toMatch(/300,00\s€/);
  });

  it('sends the booking with an Idempotency-Key, the same one on a retry after a network error', async () => {
    const keys: (string | null)[] = [];
    const bodies: PublicBookingRequest[] = [];
    let calls = 0;
    server.use(
      http.post('*/api/public/booking', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push((await request.json()) as PublicBookingRequest);
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json(
          makeBooking({ payment: { ...makeBooking().payment, method: 'bank_transfer' } }),
          { status: 201 },
        );
      }),
    );
    const { visited } = renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: /Überweisung/ }));
    await userEvent.click(await bookNow());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Verbindung|Netzwerk|offline/i);

    await userEvent.click(await bookNow());
    await waitFor(() => expect(visited.at(-1)?.step).toBe('done'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(visited.at(-1)).toMatchObject({ booking: BOOKING_ID, receipt: 'receipt-abc' });
    expect(bodies[1]).toEqual({
      hotel: 'alpenblick',
      arrival: '2027-05-12',
      departure: '2027-05-14',
      adults: 2,
      kids: 0,
      roomType: DOUBLE_ROOM_ID,
      services: [expect.any(String)],
      guest: {
        firstName: 'Maria',
        lastName: 'Huber',
        email: 'maria@example.com',
        mobile: '+447911123456',
        country: 'GB',
      },
      note: 'Ankunft gegen 20 Uhr',
      consent: true,
      paymentMethod: 'bank_transfer',
      language: 'de',
    });
    // Booked: the details and the key are gone, the next booking starts afresh.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends the visitor to the payment provider for an online payment', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/public/booking', () =>
        HttpResponse.json(
          makeBooking({
            payment: {
              method: 'online',
              status: 'pending',
              checkoutUrl: 'https://checkout.example/pay/1',
              bankTransfer: null,
            },
          }),
          { status: 201 },
        ),
      ),
    );
    renderFlow({
      hotel: makePublicHotel({
        public_page: { ...makePublicHotel().public_page, payment_methods: ['online'] },
      }),
      state: makeFlowState({ step: 'payment', payment: 'online' }),
      steps: { payment: PaymentStep },
    });
    await userEvent.click(await bookNow());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/1'));
  });

  it('offers the alternatives when the room went meanwhile, and choosing one moves back', async () => {
    server.use(
      http.post('*/api/public/booking', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'ROOM_TYPE_SOLD_OUT',
            message: 'Dieser Zimmertyp ist für Ihre Daten nicht mehr frei.',
            alternatives: {
              roomTypes: [
                {
                  roomType: makePublicRoomType({ _id: SUITE_ID, name: 'Suite' }),
                  available: 1,
                  price: {
                    nights: 2,
                    perNight: 20000,
                    room: 40000,
                    perNightLines: [],
                    total: 40000,
                  },
                },
              ],
              dates: [{ arrival: '2027-05-15', departure: '2027-05-17' }],
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { visited } = renderPayment();
    await userEvent.click(await bookNow());
    const panel = await screen.findByTestId('public-sold-out');
    expect(panel.textContent).toContain('Dieser Zimmertyp ist für Ihre Daten nicht mehr frei.');
    expect(panel.textContent).toMatch(/400,00\s€ für 2 Nächte/);
    expect(screen.getByRole('button', { name: 'Stattdessen 15.–17. Mai buchen' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Suite wählen' }));
    expect(visited.at(-1)).toMatchObject({ step: 'services', roomType: SUITE_ID });
  });

  it('offers the nearest dates of the same room type', async () => {
    server.use(
      http.post('*/api/public/booking', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'ROOM_TYPE_SOLD_OUT',
            message: 'Dieser Zimmertyp ist für Ihre Daten nicht mehr frei.',
            alternatives: {
              roomTypes: [],
              dates: [{ arrival: '2027-05-15', departure: '2027-05-17' }],
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { visited } = renderPayment();
    await userEvent.click(await bookNow());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Stattdessen 15.–17. Mai buchen' }),
    );
    expect(visited.at(-1)).toMatchObject({
      step: 'rooms',
      arrival: '2027-05-15',
      departure: '2027-05-17',
      roomType: DOUBLE_ROOM_ID,
    });
  });

  it("takes the visitor to the field the server found wrong, with the server's message", async () => {
    server.use(
      http.post('*/api/public/booking', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Bitte Eingaben prüfen',
            issues: [
              {
                path: 'guest.email',
                key: 'validation.email',
                message: 'Diese E-Mail-Adresse nimmt keine Post an',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { visited } = renderPayment();
    await userEvent.click(await bookNow());
    expect(await screen.findByText('Diese E-Mail-Adresse nimmt keine Post an')).toBeTruthy();
    expect(visited.at(-1)?.step).toBe('details');
    // What was typed is still there.
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Maria');
  });

  it("shows a failed captcha or too many requests in the server's words, keeping the form", async () => {
    server.use(
      http.post('*/api/public/booking', () =>
        HttpResponse.json(
          {
            statusCode: 429,
            code: 'RATE_LIMITED',
            message: 'Zu viele Anfragen. Bitte später erneut versuchen.',
          },
          { status: 429 },
        ),
      ),
    );
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: /Überweisung/ }));
    await userEvent.click(await bookNow());
    expect((await screen.findByRole('alert')).textContent).toContain('Zu viele Anfragen');
    expect((screen.getByRole('radio', { name: /Überweisung/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
