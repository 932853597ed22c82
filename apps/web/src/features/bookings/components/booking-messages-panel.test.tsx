import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { GuestNotification } from '@hotel/shared/contracts/guest-notifications';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { BookingMessagesPanel } from './booking-messages-panel';

const server = setupMswServer();
const BOOKING_ID = '11111111-1111-4111-8111-111111111111';
const GUEST_ID = '33333333-3333-4333-8333-333333333333';

function makeNotification(overrides: Partial<GuestNotification> = {}): GuestNotification {
  return {
    _id: '77777777-7777-4777-8777-777777777777',
    bookingId: BOOKING_ID,
    guestId: GUEST_ID,
    guestName: 'Maria Muster',
    message: 'booking_confirmed',
    gateway: 'email',
    language: 'de',
    status: 'delivered',
    reason: null,
    recipient: 'maria@example.com',
    provider: 'smtp',
    scheduledFor: '2026-11-20T09:00:00.000Z',
    sentAt: '2026-11-20T09:00:05.000Z',
    deliveredAt: '2026-11-20T09:00:06.000Z',
    createdByName: null,
    resendOf: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

function renderPanel(items: GuestNotification[], { canEdit = true } = {}) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const sent: unknown[] = [];
  const resent: string[] = [];
  let list = items;
  server.use(
    // Europe/Berlin, dmy with dots: 09:00 UTC in November is 10:00 at the hotel.
    http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
    http.get('*/api/guest_notification', ({ request }) => {
      expect(new URL(request.url).searchParams.get('bookingId')).toBe(BOOKING_ID);
      return HttpResponse.json({ items: list });
    }),
    http.post('*/api/guest_notification/', async ({ request }) => {
      const body = (await request.json()) as { gateway: 'email' | 'sms' };
      sent.push(body);
      const created = makeNotification({
        _id: '88888888-8888-4888-8888-888888888888',
        message: 'check_in',
        gateway: body.gateway,
        status: 'sending',
        createdByName: 'Anna Berger',
      });
      list = [created, ...list];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post('*/api/guest_notification/:id', ({ params }) => {
      resent.push(String(params.id));
      return HttpResponse.json(
        { statusCode: 409, code: 'CONFLICT', message: 'Sending is switched off' },
        { status: 409 },
      );
    }),
  );
  const booking = {
    _id: BOOKING_ID,
    mainGuest: { _id: GUEST_ID, firstName: 'Maria', lastName: 'Muster' },
  } as Booking;
  render(
    <QueryClientProvider client={queryClient}>
      <BookingMessagesPanel booking={booking} canEdit={canEdit} />
      <ConfirmDialogHost />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    sent,
    resent,
    /** What the next look at the list finds (the worker changed it in the meantime). */
    setList: (items: GuestNotification[]) => {
      list = items;
    },
  };
}

describe('booking messages panel', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('lists each message with channel, recipient, status, reason and hotel time', async () => {
    renderPanel([
      makeNotification(),
      makeNotification({
        _id: '99999999-9999-4999-8999-999999999999',
        message: 'check_in',
        gateway: 'sms',
        status: 'unsent',
        reason: 'no_mobile',
        recipient: '',
        deliveredAt: null,
        createdByName: 'Anna Berger',
      }),
    ]);
    const items = await screen.findAllByTestId('booking-message');
    expect(items[0]?.textContent).toContain('Booking confirmation');
    expect(items[0]?.textContent).toContain('Email·maria@example.com');
    expect(within(items[0]!).getByTestId('message-status').textContent).toBe('delivered');
    await vi.waitFor(() => expect(items[0]?.textContent).toContain('Delivered 20.11.2026 10:00'));
    expect(within(items[1]!).getByTestId('message-status').textContent).toBe('not sent');
    expect(within(items[1]!).getByTestId('message-reason').textContent).toBe(
      'Not delivered: no mobile number',
    );
    expect(items[1]?.textContent).toContain('by Anna Berger');
  });

  it('says what will be sent when there is nothing yet, and readers get no actions', async () => {
    renderPanel([], { canEdit: false });
    expect((await screen.findByTestId('booking-messages-empty')).textContent).toContain(
      'No messages yet',
    );
    expect(screen.queryByTestId('send-message')).toBeNull();
  });

  it('sends a message now to the main guest and shows it in the list', async () => {
    const { sent } = renderPanel([]);
    await screen.findByTestId('booking-messages-empty');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('SMS'));
    expect(within(dialog).getByTestId('send-message-summary').textContent).toBe(
      'Check-in information goes by SMS to Maria Muster now.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { bookingId: BOOKING_ID, guestId: GUEST_ID, gateway: 'sms', message: 'check_in' },
      ]),
    );
    expect(await screen.findByText('sending')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a message could not go instead of "sent"', async () => {
    renderPanel([]);
    server.use(
      http.post('*/api/guest_notification/', () =>
        HttpResponse.json(
          makeNotification({ status: 'unsent', reason: 'no_email', recipient: '' }),
          {
            status: 201,
          },
        ),
      ),
    );
    await screen.findByTestId('booking-messages-empty');
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    expect(await screen.findByText('Not sent: no email address')).toBeTruthy();
  });

  it('looks again while a message is on its way, until it shows as delivered', async () => {
    const justSent = new Date().toISOString();
    const { setList } = renderPanel([
      makeNotification({ status: 'sending', sentAt: justSent, deliveredAt: null }),
    ]);
    expect(await screen.findByText('sending')).toBeTruthy();
    // The worker delivers it; nobody reloads the page.
    setList([makeNotification()]);
    expect(await screen.findByText('delivered', {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('resends only after the confirmation and shows a refusal', async () => {
    const { resent } = renderPanel([makeNotification({ status: 'failed', reason: 'technical' })]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend Booking confirmation' }),
    );
    const confirmation = await screen.findByRole('alertdialog');
    expect(confirmation.textContent).toContain('It goes again by Email to Maria Muster');
    expect(resent).toEqual([]);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(resent).toEqual(['77777777-7777-4777-8777-777777777777']));
    expect(await screen.findByText('Sending is switched off')).toBeTruthy();
  });
});
