import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { BookingAccess } from '@hotel/shared/contracts/locks';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { bookingKeys } from '../api/booking-keys';
import { BookingAccessPanel } from './booking-access-panel';

const server = setupMswServer();
const BOOKING_ID = '11111111-1111-4111-8111-111111111111';

function makeAccess(overrides: Partial<BookingAccess> = {}): BookingAccess {
  return {
    state: 'access_allowed',
    reason: null,
    method: 'code',
    window: { from: '2026-11-20T14:00:00.000Z', until: '2026-11-22T10:00:00.000Z' },
    entranceCode: null,
    sync: { status: 'synced', error: null },
    doors: [
      {
        lock: { _id: '22222222-2222-4222-8222-222222222222', name: 'Zimmer 101', shared: false },
        granted: true,
      },
      {
        lock: { _id: '33333333-3333-4333-8333-333333333333', name: 'Haupteingang', shared: true },
        granted: true,
      },
    ],
    ...overrides,
  };
}

function renderPanel(access: BookingAccess, { canEdit = true } = {}) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const state = { access, reads: 0, syncs: 0 };
  server.use(
    // Europe/Berlin, dmy with dots.
    http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
    http.get(`*/api/booking/${BOOKING_ID}/access`, () => {
      state.reads += 1;
      return HttpResponse.json(state.access);
    }),
    http.put(`*/api/booking/${BOOKING_ID}/access/sync`, () => {
      state.syncs += 1;
      return HttpResponse.json({ ...state.access, sync: { status: 'pending', error: null } });
    }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <BookingAccessPanel booking={{ _id: BOOKING_ID } as Booking} canEdit={canEdit} />
      <Toaster />
    </QueryClientProvider>,
  );
  return state;
}

describe('booking access panel', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('shows the state, the window in hotel time and each door with its code', async () => {
    renderPanel(makeAccess());
    expect((await screen.findByTestId('booking-access-state')).textContent).toBe('Access allowed');
    await vi.waitFor(() =>
      expect(screen.getByTestId('booking-access-window').textContent).toBe(
        '20.11.2026 15:00 to 22.11.2026 11:00',
      ),
    );
    const doors = screen.getAllByTestId('booking-access-door');
    expect(doors.map((door) => door.textContent)).toEqual([
      'Zimmer 101Code active',
      'HaupteingangEntranceCode active',
    ]);
    expect(screen.getByTestId('booking-access-sync').textContent).toBe('Lock system: set up');
  });

  it('says why access is denied, and in German', async () => {
    await changeLanguage('de');
    renderPanel(
      makeAccess({
        state: 'access_denied',
        reason: 'payment_open',
        entranceCode: '345678912',
        sync: { status: 'none', error: null },
        doors: [],
      }),
    );
    expect((await screen.findByTestId('booking-access-state')).textContent).toBe(
      'Zutritt verweigert',
    );
    expect(screen.getByTestId('booking-access-reason').textContent).toBe(
      'Eine Zahlung, die den Zimmerzugang freischaltet, ist noch offen.',
    );
    expect(screen.getByTestId('booking-access-entrance-code').textContent).toBe('345678912');
    expect(screen.getByText(/Keine Tür/)).toBeTruthy();
  });

  it("shows the provider's error and retries on request", async () => {
    const state = renderPanel(
      makeAccess({
        sync: { status: 'failed', error: 'Simulated lock Zimmer 101 does not answer' },
        doors: [makeAccess().doors[0]!].map((door) => ({ ...door, granted: false })),
      }),
    );
    const alert = await screen.findByTestId('booking-access-sync');
    expect(alert.textContent).toContain('Door access could not be set up');
    expect(alert.textContent).toContain('Simulated lock Zimmer 101 does not answer');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(state.syncs).toBe(1));
    expect(await screen.findByText('The doors are being set up again')).toBeTruthy();
  });

  it('offers no retry to readers', async () => {
    renderPanel(makeAccess({ sync: { status: 'failed', error: 'down' } }), { canEdit: false });
    await screen.findByTestId('booking-access-sync');
    expect(screen.queryByTestId('booking-access-retry')).toBeNull();
  });

  it('reads again when the booking changes', async () => {
    const state = renderPanel(makeAccess({ state: 'pending' }));
    await screen.findByTestId('booking-access-state');
    state.access = makeAccess({ state: 'canceled', doors: [] });
    await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    await vi.waitFor(() =>
      expect(screen.getByTestId('booking-access-state').textContent).toBe('Canceled'),
    );
  });

  it('shows a failed load with a retry', async () => {
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get(`*/api/booking/${BOOKING_ID}/access`, () =>
        HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'Booking not found' },
          { status: 404 },
        ),
      ),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <BookingAccessPanel booking={{ _id: BOOKING_ID } as Booking} canEdit />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Booking not found')).toBeTruthy();
  });
});
