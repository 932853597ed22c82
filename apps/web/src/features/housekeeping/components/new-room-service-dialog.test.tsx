import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@hotel/shared/contracts/rooms';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { NewRoomServiceDialog } from './new-room-service-dialog';

const server = setupMswServer();
const room: Room = {
  _id: '10000000-0000-4000-8000-000000000101',
  number: '101',
  roomType: { _id: '20000000-0000-4000-8000-000000000001', name: 'Double', shortCode: 'DZ' },
  softwareNumber: '',
  basePrice: null,
  address: '',
  guestComment: '',
};

function renderDialog(respond: (body: unknown) => Response) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/room', () => HttpResponse.json([room])),
    http.post('*/api/room_service/', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return respond(body);
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <NewRoomServiceDialog isOpen onClose={onClose} date="2026-11-21" hotel={makeHotel()} />
    </QueryClientProvider>,
  );
  return { bodies, onClose, dialog: screen.getByRole('dialog') };
}

async function chooseRoom(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Room/ }));
  await userEvent.click(await screen.findByRole('option', { name: '101' }));
}

describe('new cleaning request', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('asks for the room first and sends nothing without it', async () => {
    const { bodies, dialog } = renderDialog(() => HttpResponse.json({}, { status: 500 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Room is required')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the window from check-out to check-in time of the day as instants of the hotel zone', async () => {
    const { bodies, onClose, dialog } = renderDialog(() =>
      HttpResponse.json({ room: { number: '101' } }, { status: 201 }),
    );
    await chooseRoom(dialog);
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Fresh towels');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    // 11:00 and 15:00 in Berlin in November (UTC+1).
    expect(bodies).toEqual([
      {
        room: room._id,
        start: '2026-11-21T10:00:00.000Z',
        end: '2026-11-21T14:00:00.000Z',
        notice: 'Fresh towels',
      },
    ]);
  });

  it('reloads the booking views too, so the calendar marks the room as still to clean', async () => {
    const calendarKey = [
      ...BOOKING_QUERIES_ROOT,
      'hotel-1',
      'calendar',
      '2026-11-01',
      '2026-11-30',
    ];
    queryClient.setQueryData(calendarKey, { rooms: [] });
    const { onClose, dialog } = renderDialog(() =>
      HttpResponse.json({ room: { number: '101' } }, { status: 201 }),
    );
    await chooseRoom(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(queryClient.getQueryState(calendarKey)?.isInvalidated).toBe(true);
  });

  it('shows the server’s field errors under the fields they belong to and stays open', async () => {
    const { onClose, dialog } = renderDialog(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Please check the marked fields',
          issues: [{ path: 'end', message: 'The end must be after the start' }],
        },
        { status: 400 },
      ),
    );
    await chooseRoom(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
