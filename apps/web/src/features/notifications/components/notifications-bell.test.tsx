import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffNotification } from '@hotel/shared/contracts/guest-notifications';
import { HOTEL_HEADER } from '@hotel/shared/constants';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';
import { NotificationsBell } from './notifications-bell';

const server = setupMswServer();
const BOOKING_ID = '11111111-1111-4111-8111-111111111111';

function makeEntry(overrides: Partial<StaffNotification> = {}): StaffNotification {
  return {
    _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    kind: 'delivery_failed',
    bookingId: BOOKING_ID,
    bookingNumber: 86,
    guestName: 'Maria Muster',
    message: 'check_in',
    gateway: 'email',
    reason: 'no_email',
    source: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

function renderBell(items: StaffNotification[]) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const reads: unknown[] = [];
  const hotels: (string | null)[] = [];
  let list = items;
  server.use(
    http.get('*/api/notifications', ({ request }) => {
      hotels.push(request.headers.get(HOTEL_HEADER));
      return HttpResponse.json({ items: list, unread: list.filter((item) => !item.read).length });
    }),
    http.post('*/api/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: boolean };
      reads.push(body);
      list = list.map((item) =>
        body.all || body.ids?.includes(item._id) ? { ...item, read: true } : item,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/', Component: NotificationsBell },
      { path: '/booking/:id', Component: () => <p>booking page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { reads, hotels, router };
}

describe('notifications bell', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('counts the unread entries of the current hotel and says them in words', async () => {
    const { hotels } = renderBell([
      makeEntry(),
      makeEntry({ _id: 'b', kind: 'booking_received', bookingNumber: 87, source: 'public_page' }),
      makeEntry({ _id: 'c', read: true }),
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByTestId('bell-count').textContent).toBe('2');
    expect(hotels[0]).toBe('hotel-1');
  });

  it('lists what happened, opens the booking and marks the entry read', async () => {
    const { reads, router } = renderBell([
      makeEntry(),
      makeEntry({ _id: 'b', kind: 'booking_received', bookingNumber: 87, source: 'public_page' }),
      makeEntry({ _id: 'c', kind: 'lock_sync_failed', bookingNumber: 88, message: null }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByTestId('bell-panel');
    const entries = within(panel).getAllByTestId('bell-entry');
    expect(entries[0]?.textContent).toContain(
      'Check-in information to Maria Muster could not be sent: no email address',
    );
    expect(entries[0]?.textContent).toContain('5 minutes ago');
    expect(entries[1]?.textContent).toContain('New booking #87 from the booking page');
    expect(entries[2]?.textContent).toContain('Door access for booking #88 could not be set up');

    await userEvent.click(entries[0]!);
    expect(router.state.location.pathname).toBe(`/booking/${BOOKING_ID}`);
    await vi.waitFor(() =>
      expect(reads).toEqual([{ ids: ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'] }]),
    );
  });

  it('marks all as read at once', async () => {
    const { reads } = renderBell([makeEntry(), makeEntry({ _id: 'b' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(reads).toEqual([{ all: true }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('bell-count')).toBeNull();
  });

  it('says so when there is nothing', async () => {
    renderBell([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect((await screen.findByTestId('bell-empty')).textContent).toContain('Nothing new');
  });

  it('says that a channel reservation overlapped a booking, and opens that booking', async () => {
    const conflictId = '22222222-2222-4222-8222-222222222222';
    const { router } = renderBell([
      makeEntry({
        kind: 'channel_conflict',
        bookingId: conflictId,
        bookingNumber: 91,
        message: null,
        gateway: null,
        reason: null,
        source: 'smoobu',
      }),
      makeEntry({
        _id: 'b',
        kind: 'channel_conflict',
        bookingNumber: 92,
        message: null,
        gateway: null,
        reason: null,
        source: null,
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const entries = within(await screen.findByTestId('bell-panel')).getAllByTestId('bell-entry');
    expect(entries[0]?.textContent).toContain(
      'Booking 91 from Smoobu overlaps a booking and waits unassigned',
    );
    expect(entries[1]?.textContent).toContain(
      'Booking 92 from a channel manager overlaps a booking and waits unassigned',
    );
    await userEvent.click(entries[0]!);
    expect(router.state.location.pathname).toBe(`/booking/${conflictId}`);
  });

  it('says a conflict in German', async () => {
    await changeLanguage('de');
    renderBell([
      makeEntry({
        kind: 'channel_conflict',
        bookingNumber: 93,
        message: null,
        source: 'roomraccoon',
      }),
    ]);
    await userEvent.click(await screen.findByTestId('notifications-bell'));
    expect((await screen.findByTestId('bell-entry')).textContent).toContain(
      'Buchung 93 von RoomRaccoon überschneidet sich mit einer Buchung und wartet ohne Zimmer',
    );
  });
});
