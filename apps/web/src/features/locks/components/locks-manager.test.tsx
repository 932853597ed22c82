import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock, LockList } from '@hotel/shared/contracts/locks';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/lib/session/current-user-query';
import { hotelQueryOptions } from '@/lib/session/hotel-query';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeMembership, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { LocksManager } from './locks-manager';

const server = setupMswServer();

const entrance: Lock = {
  _id: '10000000-0000-4000-8000-000000000001',
  name: 'Haupteingang',
  hardware: 'bwOnline',
  providerId: 'sim-entrance',
  shared: true,
  room: null,
};
const room101: Lock = {
  _id: '10000000-0000-4000-8000-000000000101',
  name: 'Zimmer 101',
  hardware: 'bwOnline',
  providerId: 'sim-101',
  shared: false,
  room: { _id: '20000000-0000-4000-8000-000000000101', number: '101' },
};

function renderManager({
  list = { hardware: 'bwOnline', provider: 'simulator', shared: [entrance], rooms: [room101] },
  permissions,
}: { list?: LockList; permissions?: ('viewBookings' | 'manageBookings' | 'manageHotel')[] } = {}) {
  useSessionStore.setState({ currentHotelId: 'hotel-1', token: 'token' });
  queryClient.setQueryData(hotelQueryOptions('hotel-1').queryKey, makeHotel());
  queryClient.setQueryData(
    currentUserQueryOptions().queryKey,
    makeUser(
      permissions
        ? {
            memberships: [
              makeMembership({ role: 'member', group: { _id: 'g', name: 'Desk', permissions } }),
            ],
          }
        : {},
    ),
  );
  let failing = false;
  const simulatorWrites: unknown[] = [];
  const opened: string[] = [];
  server.use(
    http.get('*/api/lock', () => HttpResponse.json(list)),
    http.get('*/api/room', () => HttpResponse.json([])),
    http.get('*/api/lock/provider_locks', () =>
      HttpResponse.json({ provider: list.provider, locks: [] }),
    ),
    http.get('*/api/lock/simulator', () => HttpResponse.json({ failing })),
    http.put('*/api/lock/simulator', async ({ request }) => {
      const body = (await request.json()) as { failing: boolean };
      simulatorWrites.push(body);
      failing = body.failing;
      return HttpResponse.json({ failing });
    }),
    http.get('*/api/lock/:id/open', ({ params }) => {
      opened.push(String(params.id));
      return failing
        ? HttpResponse.json(
            { statusCode: 502, code: 'LOCK_PROVIDER_FAILED', message: 'Simulated lock failure' },
            { status: 502 },
          )
        : HttpResponse.json({ opened: true, at: '2026-11-24T13:03:00.000Z' });
    }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <LocksManager />
      <Toaster />
    </QueryClientProvider>,
  );
  return { simulatorWrites, opened };
}

describe('locks manager', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('names test mode and lists entrances and rooms apart', async () => {
    renderManager();
    expect((await screen.findByTestId('lock-provider')).textContent).toBe('Test mode');
    expect(
      screen.getByText(
        /the doors are simulated on this server, and openings and codes are recorded/,
      ),
    ).toBeTruthy();
    const entrances = screen.getByRole('list', { name: 'Entrances and common doors' });
    expect(within(entrances).getByText('Haupteingang')).toBeTruthy();
    expect(within(entrances).getByText('sim-entrance')).toBeTruthy();
    const rooms = screen.getByRole('list', { name: 'Rooms' });
    expect(within(rooms).getByText('Zimmer 101')).toBeTruthy();
    expect(within(rooms).getByText('101')).toBeTruthy();
  });

  it('makes the test locks fail, and the next opening shows the failure', async () => {
    const { simulatorWrites, opened } = renderManager();
    const failSwitch = await screen.findByRole('switch', { name: 'Let the test locks fail' });
    await vi.waitFor(() => expect(failSwitch.hasAttribute('disabled')).toBe(false));
    await userEvent.click(failSwitch);
    await vi.waitFor(() => expect(simulatorWrites).toEqual([{ failing: true }]));
    expect(await screen.findByText('The test locks now fail')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Open Haupteingang' }));
    expect(await screen.findByText('Simulated lock failure')).toBeTruthy();
    expect(opened).toEqual([entrance._id]);
  });

  it('shows no switch for a real provider, and no changes for those who only view bookings', async () => {
    renderManager({
      list: { hardware: 'nuki', provider: 'nuki', shared: [entrance], rooms: [] },
      permissions: ['viewBookings', 'manageHotel'],
    });
    expect((await screen.findByTestId('lock-provider')).textContent).toBe('Nuki');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open Haupteingang' })).toBeNull();
    expect(screen.getByText('No locks in this group.')).toBeTruthy();
  });

  it('offers to add the first lock when there is none', async () => {
    renderManager({
      list: { hardware: 'bwOnline', provider: 'simulator', shared: [], rooms: [] },
    });
    expect(await screen.findByText('No locks yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add lock' }));
    expect(await screen.findByRole('dialog', { name: 'Add lock' })).toBeTruthy();
  });
});
