import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomService, RoomServiceListResponse } from '@hotel/shared/contracts/room-service';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeMembership, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { HousekeepingPage } from './housekeeping-page';

const server = setupMswServer();
const DAY = '2026-11-21';

let sequence = 0;
function makeRecord(number: string, overrides: Partial<RoomService> = {}): RoomService {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    room: {
      _id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      number,
      roomType: { _id: '20000000-0000-4000-8000-000000000001', name: 'Double', shortCode: 'DZ' },
    },
    kind: 'departure',
    status: 'open',
    // 11:00 to 15:00 in Berlin (the fixture hotel's zone) in winter.
    start: `${DAY}T10:00:00.000Z`,
    end: `${DAY}T14:00:00.000Z`,
    date: DAY,
    notice: '',
    booking: { _id: '30000000-0000-4000-8000-000000000007', number: 7, guestName: 'Eva Huber' },
    doneAt: null,
    createdAt: `${DAY}T08:00:00.000Z`,
    updatedAt: `${DAY}T08:00:00.000Z`,
    ...overrides,
  };
}

function renderAs(user: SessionUser, records: RoomService[]) {
  useSessionStore.getState().setToken('token-1');
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  let current = records;
  const updates: unknown[] = [];
  const requestedDays: (string | null)[] = [];
  server.use(
    http.get('*/api/auth/user', () => HttpResponse.json(user)),
    http.get('*/api/hotel', () => HttpResponse.json([makeHotel()])),
    http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
    http.get('*/api/room', () => HttpResponse.json([])),
    http.get('*/api/room_service/', ({ request }) => {
      requestedDays.push(new URL(request.url).searchParams.get('date'));
      return HttpResponse.json({
        items: current,
        total: current.length,
        page: 1,
        limit: 500,
        today: DAY,
      } satisfies RoomServiceListResponse);
    }),
    http.put('*/api/room_service/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<RoomService>;
      updates.push(body);
      current = current.map((item) =>
        item._id === params.id
          ? { ...item, ...body, doneAt: body.status === 'done' ? `${DAY}T12:30:00.000Z` : null }
          : item,
      );
      return HttpResponse.json(current.find((item) => item._id === params.id));
    }),
  );
  const router = createMemoryRouter([{ path: '/housekeeping', Component: HousekeepingPage }], {
    initialEntries: [`/housekeeping?date=${DAY}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return { updates, requestedDays, router };
}

const roomsIn = (column: HTMLElement) =>
  within(column)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('housekeeping page', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('groups the day: to clean (open before in progress), stay-over, done; canceled only in the list', async () => {
    renderAs(makeUser(), [
      makeRecord('103', { kind: 'manual', status: 'in_progress', booking: null }),
      makeRecord('101'),
      makeRecord('102', { kind: 'stay_over' }),
      makeRecord('104', { status: 'done', doneAt: `${DAY}T11:00:00.000Z` }),
      makeRecord('105', { status: 'canceled' }),
    ]);

    const toClean = await screen.findByTestId('board-toClean');
    expect(roomsIn(toClean)).toEqual(['Room 101', 'Room 103']);
    expect(within(toClean).getByTestId('board-toClean-count').textContent).toBe('2');
    expect(toClean.textContent).toContain('Departure of booking 7');
    expect(toClean.textContent).toContain('Manual request');
    expect(toClean.textContent).toContain('11:00 – 15:00');
    expect(roomsIn(screen.getByTestId('board-stayOver'))).toEqual(['Room 102']);
    expect(roomsIn(screen.getByTestId('board-done'))).toEqual(['Room 104']);
    expect(screen.queryByRole('heading', { name: 'Room 105' })).toBeNull();
    expect(screen.getByTestId('room-service-table').textContent).toContain('105');
  });

  it('marks an open room done with a notice in two taps, and it moves to Done', async () => {
    const { updates } = renderAs(makeUser(), [makeRecord('101')]);
    const card = within(await screen.findByTestId('board-toClean')).getByRole('article', {
      name: 'Room 101',
    });

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as done' }));
    const sheet = await screen.findByRole('dialog', { name: 'Room 101: done' });
    await userEvent.type(within(sheet).getByLabelText('Note (optional)'), 'Lamp broken');
    expect(updates).toEqual([]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Mark as done' }));

    expect(updates).toEqual([{ status: 'done', notice: 'Lamp broken' }]);
    const done = screen.getByTestId('board-done');
    await within(done).findByRole('heading', { name: 'Room 101' });
    expect(done.textContent).toContain('Lamp broken');
    expect(done.textContent).toContain('Done at 13:30');
    expect(roomsIn(screen.getByTestId('board-toClean'))).toEqual([]);
    expect(screen.getByTestId('board-toClean').textContent).toContain(
      // The hotel's date format (dd.mm.yyyy), also in English.
      'No rooms to clean on 21.11.2026.',
    );
  });

  it('starts an open room first and then offers Done', async () => {
    const { updates } = renderAs(makeUser(), [makeRecord('101')]);
    const board = await screen.findByTestId('board-toClean');
    await userEvent.click(within(board).getByRole('button', { name: 'Start' }));
    const sheet = await screen.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Start cleaning' }));
    expect(updates).toEqual([{ status: 'in_progress', notice: '' }]);
    await within(board).findByRole('button', { name: 'Done' });
    expect(within(board).getByTestId('room-service-status').textContent).toBe('in progress');
  });

  it('shows a member with only viewBookings the board without any action', async () => {
    const member = makeUser({
      memberships: [
        makeMembership({
          role: 'member',
          group: { _id: 'g1', name: 'Housekeeping', permissions: ['viewBookings'] },
        }),
      ],
    });
    renderAs(member, [makeRecord('101')]);
    await screen.findByRole('heading', { name: 'Room 101' });
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    expect(screen.getByText(/You can view the board/)).toBeTruthy();
  });

  it('keeps the day and the list filter in the URL', async () => {
    const { requestedDays, router } = renderAs(makeUser(), [
      makeRecord('101'),
      makeRecord('105', { status: 'canceled' }),
    ]);
    await screen.findByTestId('board-toClean');
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await vi.waitFor(() => expect(requestedDays).toContain('2026-11-22'));
    expect(router.state.location.search).toBe('?date=2026-11-22');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe('');

    await userEvent.click(
      within(screen.getByTestId('room-service-status-filter')).getByRole('button'),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'canceled' }));
    expect(router.state.location.search).toBe('?status=canceled');
    const table = screen.getByTestId('room-service-table');
    expect(table.textContent).toContain('105');
    expect(table.textContent).not.toContain('101');
  });
});
