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

/** Totals as the API sums them: paid money alone, other statuses each on their own. */
function listResponse(items: Payment[]): PaymentListResponse {
  const sum = (list: Payment[]) => ({
    count: list.length,
    amount: list.reduce((total, item) => total + item.amount, 0),
  });
  const paid = items.filter((item) => item.status === 'paid');
  const group = <K extends string>(list: Payment[], keyOf: (item: Payment) => K) =>
    Object.fromEntries(
      [...new Set(list.map(keyOf))].map((key) => [key, sum(list.filter((i) => keyOf(i) === key))]),
    );
  return {
    items,
    total: items.length,
    page: 1,
    limit: 20,
    currency: 'EUR',
    totals: {
      all: { count: items.length },
      paid: sum(paid),
      awaiting: sum(items.filter((item) => ['new', 'pending'].includes(item.status))),
      byStatus: group(items, (item) => item.status),
      byMethod: group(paid, (item) => item.method),
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
    expect(screen.getByTestId('payment-total-all').textContent).toBe('1 payment');
    expect(screen.getByTestId('payment-total-paid').textContent).toBe('Paid: €50.00');
    expect(screen.getByTestId('payment-total-status-paid').textContent).toContain('€50.00');
    expect(screen.getByTestId('payment-status-chip-paid').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('totals only what was paid; canceled and expired money stays apart in its status', async () => {
    items = [
      payment,
      {
        ...payment,
        _id: '77777777-7777-4777-8777-777777777777',
        number: 8,
        status: 'canceled',
        amount: 9000,
        method: 'card',
      },
      {
        ...payment,
        _id: '88888888-8888-4888-8888-888888888888',
        number: 9,
        status: 'expired',
        amount: 3000,
      },
      {
        ...payment,
        _id: '99999999-9999-4999-8999-999999999999',
        number: 10,
        status: 'pending',
        amount: 2000,
      },
    ];
    renderAt('/payment');
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(4);
    expect(screen.getByTestId('payment-total-all').textContent).toBe('4 payments');
    expect(screen.getByTestId('payment-total-paid').textContent).toBe('Paid: €50.00');
    expect(screen.getByTestId('payment-total-awaiting').textContent).toBe('Not paid yet: €20.00');
    expect(screen.getByTestId('payment-total-status-canceled').textContent).toContain('€90.00');
    expect(screen.getByTestId('payment-total-status-expired').textContent).toContain('€30.00');
    expect(screen.getByTestId('payment-total-method-bank_transfer').textContent).toContain(
      '€50.00',
    );
    expect(screen.queryByTestId('payment-total-method-card')).toBeNull();
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
