import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminDelivery, AdminDeliverySummary } from '@hotel/shared/contracts/admin-deliveries';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { AdminDeliveriesPage } from './admin-deliveries-page';

const server = setupMswServer();

const HOTEL_A = '11111111-1111-4111-8111-111111111111';
const HOTEL_B = '22222222-2222-4222-8222-222222222222';

const delivery: AdminDelivery = {
  id: '33333333-3333-4333-8333-333333333333',
  hotel: { id: HOTEL_A, name: 'Alpenblick' },
  booking: { id: '44444444-4444-4444-8444-444444444444', number: 42 },
  message: 'check_in',
  gateway: 'email',
  status: 'failed',
  reason: 'mailbox_unavailable',
  provider: 'smtp',
  recipient: 'an***@example.com',
  attempts: 4,
  scheduledFor: '2026-11-20T13:00:00.000Z',
  sentAt: null,
  deliveredAt: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  createdByName: null,
  resendOf: null,
};

const summary: AdminDeliverySummary = {
  days: 30,
  since: '2026-10-25T00:00:00.000Z',
  hotels: [
    {
      hotel: { id: HOTEL_B, name: 'Seeblick' },
      total: 40,
      failed: 12,
      unsent: 0,
      reasons: [{ reason: 'invalid_sender_number', count: 12 }],
    },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/guest_notification', Component: AdminDeliveriesPage }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('admin deliveries page', () => {
  const requests: URLSearchParams[] = [];
  let resend: () => Response;

  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    requests.length = 0;
    resend = () =>
      HttpResponse.json({ ...delivery, id: 'new', status: 'sending' }, { status: 201 });
    useSessionStore.getState().setToken('token-1');
    server.use(
      http.get('*/api/auth/user', () => HttpResponse.json(makeUser({ superAdmin: true }))),
      http.get('*/api/hotel', () =>
        HttpResponse.json([
          makeHotel({ _id: HOTEL_A, name: 'Alpenblick' }),
          makeHotel({ _id: HOTEL_B, name: 'Seeblick' }),
        ]),
      ),
      http.get('*/api/admin/guest_notification/summary', () => HttpResponse.json(summary)),
      http.get('*/api/admin/guest_notification', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [delivery], total: 1, page: 1, limit: 20 });
      }),
      http.post('*/api/admin/guest_notification/:id/resend', () => resend()),
    );
  });

  it('filters by the URL’s status and hotel, and shows the delivery translated and masked', async () => {
    renderAt(`/admin/guest_notification?status=failed&hotelId=${HOTEL_A}`);
    const row = await screen.findByTestId(`delivery-row-${delivery.id}`);
    expect(requests.at(-1)?.get('status')).toBe('failed');
    expect(requests.at(-1)?.get('hotelId')).toBe(HOTEL_A);
    expect(row.textContent).toContain('Alpenblick');
    expect(row.textContent).toContain('#42');
    expect(row.textContent).toContain('an***@example.com');
    expect(within(row).getByTestId('delivery-status').textContent).toBe('failed');
    expect(
      within(screen.getByTestId('delivery-filter-status')).getByRole('button').textContent,
    ).toContain('failed');
  });

  it('filters the list to a hotel’s failures from its summary card', async () => {
    const router = renderAt('/admin/guest_notification');
    const card = await screen.findByTestId(`delivery-summary-${HOTEL_B}`);
    expect(card.textContent).toContain('Seeblick');
    expect(card.textContent).toContain('12 of 40 failed');
    await userEvent.click(card);
    expect(new URLSearchParams(router.state.location.search).get('hotelId')).toBe(HOTEL_B);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('failed');
    await screen.findByTestId(`delivery-row-${delivery.id}`);
    expect(requests.at(-1)?.get('hotelId')).toBe(HOTEL_B);
  });

  it('resends only after the confirmation', async () => {
    let calls = 0;
    resend = () => {
      calls += 1;
      return HttpResponse.json({ ...delivery, id: 'new', status: 'sending' }, { status: 201 });
    };
    renderAt('/admin/guest_notification');
    await userEvent.click(await screen.findByTestId(`delivery-resend-${delivery.id}`));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Resend Check-in information?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);

    await userEvent.click(screen.getByTestId(`delivery-resend-${delivery.id}`));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resend' }),
    );
    expect(await screen.findByText('The message is being sent again (Alpenblick).')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('shows the server’s refusal as it says it', async () => {
    resend = () =>
      HttpResponse.json(
        {
          statusCode: 409,
          code: 'CONFLICT',
          message:
            'Booking 42 is canceled: only the cancellation message can still go to its guest',
        },
        { status: 409 },
      );
    renderAt('/admin/guest_notification');
    await userEvent.click(await screen.findByTestId(`delivery-resend-${delivery.id}`));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resend' }),
    );
    expect(
      await screen.findByText(
        'Booking 42 is canceled: only the cancellation message can still go to its guest',
      ),
    ).toBeTruthy();
  });
});
