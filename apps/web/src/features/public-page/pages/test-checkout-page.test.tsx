import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicCheckout } from '@hotel/shared/contracts/public-checkout';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { EntryShell } from '@/components/shell/entry-shell';
import { changeLanguage } from '@/lib/i18n';
import { createPageRouter } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { testCheckoutRoute } from '@/features/public-page/routes';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();

const SESSION = `lcs_${'ab'.repeat(16)}`;
const CHECKOUT_PATH = `/public/alpenblick/checkout/${SESSION}`;
const RETURN_URL = `${window.location.origin}/public/alpenblick?step=confirmation`;

const hotel: PublicHotel = {
  _id: 'h1',
  symbol_code: 'alpenblick',
  name: 'Hotel Alpenblick',
  contact: { name: '', address: '', phone: '', email: '' },
  theme_color: '#0f766e',
  defaultLanguage: 'de',
  public_page: {
    disabled: false,
    booking_enabled: true,
    hotel_description: '',
    hotel_slider: [],
    min_stay_days: 1,
    max_stay_nights: 30,
    payment_methods: ['online'],
  },
  setting: {
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    checkInTime: '15:00',
    checkOutTime: '10:00',
    today: '2030-05-01',
  },
  captcha: { siteKey: null },
};

const checkout: PublicCheckout = {
  hotelName: 'Hotel Alpenblick',
  bookingNumber: 1042,
  amount: 24950,
  currency: 'EUR',
  status: 'pending',
  returnUrl: RETURN_URL,
};

/** The checkout route and a stand-in for the booking's confirmation step it returns to. */
async function renderCheckout() {
  window.history.replaceState(null, '', CHECKOUT_PATH);
  const router = createPageRouter({
    entry: 'public',
    namespaces: ['app', 'publicPage'],
    routes: [
      testCheckoutRoute,
      {
        path: '/public/:hotel',
        page: async () =>
          function Confirmation() {
            return <p>Confirmation step</p>;
          },
      },
    ],
  });
  await router.start();
  render(
    <QueryClientProvider client={queryClient}>
      <EntryShell router={router} layout={({ children }) => <>{children}</>} />
    </QueryClientProvider>,
  );
}

function serveCheckout(answer: PublicCheckout = checkout) {
  const outcomes: string[] = [];
  server.use(
    http.get('*/api/public/hotel/alpenblick', () => HttpResponse.json(hotel)),
    http.get(`*/api/public/checkout/${SESSION}`, () => HttpResponse.json(answer)),
    http.post(`*/api/public/checkout/${SESSION}/:outcome`, ({ params }) => {
      outcomes.push(String(params.outcome));
      const paid = params.outcome === 'pay';
      return HttpResponse.json({
        status: paid ? 'paid' : 'canceled',
        returnUrl: `${RETURN_URL}&checkout=${paid ? 'success' : 'cancel'}`,
      });
    }),
  );
  return outcomes;
}

describe('test checkout page', () => {
  beforeEach(() => changeLanguage('de'));
  afterEach(() => queryClient.clear());

  it('shows the hotel, booking and amount, says no money moves, and pays', async () => {
    const outcomes = serveCheckout();
    await renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Testzahlung' })).toBeTruthy();
    expect(screen.getByTestId('checkout-booking').textContent).toBe(
      'Hotel Alpenblick, Buchung 1042',
    );
    expect(screen.getByTestId('checkout-amount').textContent).toMatch(/249,50\s€/);
    expect(screen.getByTestId('checkout-test-note').textContent).toContain('kein Geld abgebucht');

    await userEvent.click(screen.getByRole('button', { name: /Jetzt 249,50\s€ bezahlen/ }));
    expect(await screen.findByText('Confirmation step')).toBeTruthy();
    expect(outcomes).toEqual(['pay']);
    expect(window.location.search).toBe('?step=confirmation&checkout=success');
  });

  it('cancels in English and goes back to the booking', async () => {
    await changeLanguage('en');
    const outcomes = serveCheckout();
    await renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Test payment' })).toBeTruthy();
    expect(screen.getByTestId('checkout-test-note').textContent).toContain('no money is charged');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirmation step')).toBeTruthy();
    expect(outcomes).toEqual(['cancel']);
    expect(window.location.search).toBe('?step=confirmation&checkout=cancel');
  });

  it('offers no buttons once the payment is made', async () => {
    serveCheckout({ ...checkout, status: 'paid' });
    await renderCheckout();

    expect(await screen.findByText('Diese Zahlung ist bereits erfolgt.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Buchung' }).getAttribute('href')).toBe(
      RETURN_URL,
    );
  });
});
