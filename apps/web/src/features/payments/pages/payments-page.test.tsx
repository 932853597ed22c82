import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Payment, PaymentListResponse } from '@hotel/shared/contracts/payments';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { PaymentsPage } from './payments-page';

const server = setupMswServer();

const payment: Payment = {
  _id: '66666666-6666-4666-8666-666666666666',
  number: 7,
  status: 'paid',
  method: 'bank_transfer',
  amount: 5000,
  currency: 'EUR',
  grantsRoomAccess: false,
  notice: '',
  paidAt: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  booking: { _id: '11111111-1111-4111-8111-111111111111', number: 42, guestName: 'Eva Huber' },
};

function listResponse(items: Payment[]): PaymentListResponse {
  const count = items.length;
  const amount = items.reduce((sum, item) => sum + item.amount, 0);
  return {
    items,
    total: count,
    page: 1,
    limit: 20,
    currency: 'EUR',
    totals: {
      all: { count, amount },
      byStatus: count ? { paid: { count, amount } } : {},
      byMethod: count ? { bank_transfer: { count, amount } } : {},
    } as PaymentListResponse['totals'],
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment', Component: PaymentsPage },
      { path: '/booking/:id', Component: () => <p>booking detail</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('payments page', () => {
  const requests: URLSearchParams[] = [];
  let items: Payment[] = [payment];

  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    requests.length = 0;
    items = [payment];
    useSessionStore.getState().setToken('token-1');
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/auth/user', () => HttpResponse.json(makeUser())),
      http.get('*/api/hotel', () => HttpResponse.json([makeHotel()])),
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get('*/api/payment', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return HttpResponse.json(listResponse(items));
      }),
    );
  });

  it('sends the filters from the URL and shows the payments with their totals', async () => {
    renderAt('/payment?status=paid&method=bank_transfer&booking=42');
    const row = await screen.findByTestId('payment-row');
    expect(requests[0]?.get('status')).toBe('paid');
    expect(requests[0]?.get('method')).toBe('bank_transfer');
    expect(requests[0]?.get('number')).toBe('42');
    expect(row.textContent).toContain('Eva Huber');
    expect(row.textContent).toContain('Bank transfer');
    expect(row.textContent).toContain('€50.00');
    expect(screen.getByTestId('payment-total-all').textContent).toBe('1 payment, together €50.00');
    expect(screen.getByTestId('payment-total-status-paid').textContent).toContain('€50.00');
    expect(screen.getByTestId('payment-status-chip-paid').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('puts another method into the URL and opens the booking from its number', async () => {
    const router = renderAt('/payment?method=bank_transfer');
    await screen.findByTestId('payment-row');
    await userEvent.click(screen.getByTestId('payment-method-chip-cash'));
    expect(router.state.location.search).toBe('?method=cash%2Cbank_transfer');
    await userEvent.click(
      within(screen.getByTestId('payment-row')).getByRole('link', { name: '42' }),
    );
    expect(await screen.findByText('booking detail')).toBeTruthy();
  });

  it('says when no payment matches the filters', async () => {
    items = [];
    renderAt('/payment?status=expired');
    expect(await screen.findByText('No payments found')).toBeTruthy();
    expect(screen.getByText(/No payment matches these filters/)).toBeTruthy();
  });
});
