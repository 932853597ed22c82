import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { BookingPayment } from '@hotel/shared/contracts/payments';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { BookingPaymentsPanel } from './booking-payments-panel';

const server = setupMswServer();
const BOOKING_ID = '11111111-1111-4111-8111-111111111111';

function makePayment(overrides: Partial<BookingPayment> = {}): BookingPayment {
  return {
    _id: '66666666-6666-4666-8666-666666666666',
    number: 3,
    status: 'paid',
    method: 'card',
    amount: 10000,
    currency: 'EUR',
    grantsRoomAccess: false,
    notice: '',
    paidAt: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderPanel(booking: Pick<Booking, 'payments' | 'paidAmount' | 'openAmount'>) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const hotel = makeHotel({
    payments: {
      methods: ['cash', 'bank_transfer'],
      bankDetails: { accountHolder: '', iban: '', bic: '', bankName: '' },
    },
  });
  const created: unknown[] = [];
  const updated: unknown[] = [];
  server.use(
    http.get('*/api/hotel/*', () => HttpResponse.json(hotel)),
    http.post('*/api/payment', async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      created.push(body);
      if (body.amount > 100000) {
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Invalid input',
            issues: [{ path: 'amount', message: 'Amount is too large' }],
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(makePayment({ number: 4 }), { status: 201 });
    }),
    http.put('*/api/payment/:id', async ({ request }) => {
      updated.push(await request.json());
      return HttpResponse.json(makePayment());
    }),
  );
  const full = { _id: BOOKING_ID, price: 36000, ...booking } as Booking;
  render(
    <QueryClientProvider client={queryClient}>
      <BookingPaymentsPanel booking={full} canEdit />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return { created, updated };
}

describe('booking payments panel', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('shows total, paid and open in the hotel currency and which payments can still change', async () => {
    renderPanel({
      payments: [makePayment(), makePayment({ _id: 'p2', number: 5, status: 'pending' })],
      paidAmount: 10000,
      openAmount: 26000,
    });
    const balance = screen.getByTestId('payment-balance');
    expect(balance.textContent).toContain('Total price€360.00');
    expect(balance.textContent).toContain('Paid€100.00');
    expect(balance.textContent).toContain('Open€260.00');
    expect(screen.getAllByTestId('booking-payment').map((item) => item.textContent)).toEqual([
      expect.stringContaining('#3 · Card at the desk€100.00paid'),
      expect.stringContaining('#5 · Card at the desk€100.00pending'),
    ]);
    // A final payment offers no status change; the pending one does.
    expect(screen.queryByTestId('payment-status-menu-3')).toBeNull();
    expect(screen.getByTestId('payment-status-menu-5')).toBeTruthy();
  });

  it('says credit when the guest paid more than the price', () => {
    renderPanel({
      payments: [makePayment({ amount: 40000 })],
      paidAmount: 40000,
      openAmount: -4000,
    });
    expect(screen.getByTestId('payment-balance').textContent).toContain('Credit€40.00');
  });

  it('records a payment with the accepted methods, prefilled open amount and checked input', async () => {
    const { created } = renderPanel({ payments: [], paidAmount: 0, openAmount: 26000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveProperty(
      'value',
      '260.00',
    );

    // Without a method nothing is sent and the field says why.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Payment method is required')).toBeTruthy();
    expect(created).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: /Method/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Cash', 'Bank transfer']);
    await userEvent.click(screen.getByRole('option', { name: 'Bank transfer' }));

    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('Amount is required and must be greater than 0'),
    ).toBeTruthy();

    // The server's field error lands on the field.
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Amount is too large')).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, '120.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await screen.findByRole('button', { name: 'Record payment' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(created.at(-1)).toEqual({
      booking: BOOKING_ID,
      method: 'bank_transfer',
      amount: 12050,
      status: 'paid',
      grantsRoomAccess: false,
      notice: '',
    });
  });

  it('marks a payment paid only after the confirmation', async () => {
    const { updated } = renderPanel({
      payments: [makePayment({ status: 'pending', paidAt: null })],
      paidAmount: 0,
      openAmount: 36000,
    });
    await userEvent.click(screen.getByTestId('payment-status-menu-3'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as paid' }));
    const confirmation = await screen.findByRole('alertdialog');
    expect(confirmation.textContent).toContain('Paid is final');
    expect(updated).toEqual([]);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Mark as paid' }));
    await vi.waitFor(() => expect(updated).toEqual([{ status: 'paid' }]));
  });
});
