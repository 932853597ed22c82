import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicBooking } from '@hotel/shared/contracts/public-booking';
import { changeLanguage } from '@/lib/i18n';
import { writeGuestDetails } from '@/features/public-page/flow/guest-details-store';
import { ConfirmationStep } from '@/features/public-page/steps/confirmation-step';
import { setupMswServer } from '@/test/msw-server';
import { DOUBLE_ROOM_ID, makeFlowState, renderFlow } from '@/test/public-flow';

const server = setupMswServer();
const BOOKING_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01';

function makeBooking(payment: PublicBooking['payment']): PublicBooking {
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
    services: [{ _id: 's1', name: 'Frühstück', amount: 6000 }],
    room: 24000,
    total: 30000,
    currency: 'EUR',
    checkInTime: '15:00',
    checkOutTime: '10:00',
    guest: { firstName: 'Maria', lastName: 'Huber', email: 'maria@example.com' },
    payment,
  };
}

function serveBooking(answer: () => PublicBooking) {
  const receipts: (string | null)[] = [];
  server.use(
    http.get(`*/api/public/booking/${BOOKING_ID}`, ({ request }) => {
      receipts.push(new URL(request.url).searchParams.get('receipt'));
      return HttpResponse.json(answer());
    }),
  );
  return receipts;
}

function renderDone(checkout = '') {
  return renderFlow({
    state: makeFlowState({ step: 'done', booking: BOOKING_ID, receipt: 'receipt-abc', checkout }),
    steps: { done: ConfirmationStep },
  });
}

describe('confirmation step', () => {
  beforeEach(() => changeLanguage('de'));
  afterEach(() => vi.useRealTimers());

  it('shows the booking number, the summary and the bank details to transfer to', async () => {
    writeGuestDetails('alpenblick', {
      firstName: 'Maria',
      lastName: 'Huber',
      email: 'maria@example.com',
      mobile: '0170 1234567',
      country: 'DE',
      note: '',
      consent: true,
    });
    const receipts = serveBooking(() =>
      makeBooking({
        method: 'bank_transfer',
        status: 'none',
        checkoutUrl: null,
        bankTransfer: {
          accountHolder: 'Alpenblick GmbH',
          iban: 'AT61 1904 3002 3457 3201',
          bic: 'BKAUATWW',
          bankName: 'Bank Austria',
          reference: 'Buchung 1042',
          amount: 30000,
        },
      }),
    );
    renderDone();
    expect((await screen.findByTestId('public-booking-number')).textContent).toBe('1042');
    expect(receipts).toEqual(['receipt-abc']);
    expect(screen.getByText('AT61 1904 3002 3457 3201')).toBeTruthy();
    expect(screen.getByText('BKAUATWW')).toBeTruthy();
    expect(screen.getByText('Alpenblick GmbH')).toBeTruthy();
    expect(screen.getByText('Buchung 1042')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'IBAN kopieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verwendungszweck kopieren' })).toBeTruthy();
    expect(screen.getByText(/Check-in ab 15:00 Uhr, Check-out bis 10:00 Uhr/)).toBeTruthy();
    expect(screen.getByText(/Bestätigung per E-Mail an maria@example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'In den Kalender eintragen' })).toBeTruthy();
    // Booked: the typed details are not kept any longer.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('copies the IBAN', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveBooking(() =>
      makeBooking({
        method: 'bank_transfer',
        status: 'none',
        checkoutUrl: null,
        bankTransfer: {
          accountHolder: 'Alpenblick GmbH',
          iban: 'AT61 1904 3002 3457 3201',
          bic: 'BKAUATWW',
          bankName: 'Bank Austria',
          reference: 'Buchung 1042',
          amount: 30000,
        },
      }),
    );
    renderDone();
    await userEvent.click(await screen.findByRole('button', { name: 'IBAN kopieren' }));
    expect(writeText).toHaveBeenCalledWith('AT61 1904 3002 3457 3201');
    expect(await screen.findByText('Kopiert')).toBeTruthy();
  });

  it('waits for the payment confirmation after the provider sent the visitor back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'pending' | 'paid' = 'pending';
    serveBooking(() =>
      makeBooking({
        method: 'online',
        status,
        checkoutUrl: 'https://pay.example/1',
        bankTransfer: null,
      }),
    );
    renderDone('success');
    expect(await screen.findByText(/Wir warten auf die Bestätigung Ihrer Zahlung/)).toBeTruthy();
    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Bezahlt. Vielen Dank!')).toBeTruthy();
  });

  it('offers to pay again after the payment was canceled', async () => {
    serveBooking(() =>
      makeBooking({
        method: 'online',
        status: 'pending',
        checkoutUrl: 'https://pay.example/1',
        bankTransfer: null,
      }),
    );
    renderDone('cancel');
    expect(await screen.findByText(/Die Zahlung wurde abgebrochen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt bezahlen' }).getAttribute('href')).toBe(
      'https://pay.example/1',
    );
  });
});
