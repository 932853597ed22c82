import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { BookingCreatePage } from './booking-create-page';

const server = setupMswServer();
const DOUBLE = '22222222-2222-4222-8222-222222222222';
const SUITE = '33333333-3333-4333-8333-333333333333';

function roomType(id: string, name: string, basePrice: number): RoomType {
  return {
    _id: id,
    name,
    shortCode: name.slice(0, 2).toUpperCase(),
    description: '',
    baseOccupancy: 2,
    higherOccupancy: 3,
    kidsOccupancy: 1,
    extraBed: 1,
    basePrice,
    additionalPersonPrice: 2000,
    kidsPrice: 1000,
    extraBedPrice: 1500,
    serviceIds: [],
    images: [],
    roomCount: 2,
  };
}

describe('booking create page', () => {
  let posted: unknown[] = [];

  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    posted = [];
    useSessionStore.getState().setToken('token-1');
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/auth/user', () => HttpResponse.json(makeUser())),
      http.get('*/api/hotel', () => HttpResponse.json([makeHotel()])),
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get('*/api/room_type', () =>
        HttpResponse.json([roomType(DOUBLE, 'Double', 10000), roomType(SUITE, 'Suite', 25000)]),
      ),
      http.get('*/api/room', () => HttpResponse.json([])),
      http.get('*/api/service', () => HttpResponse.json([])),
      http.get('*/api/booking/availability', () =>
        HttpResponse.json({
          roomTypes: [
            { _id: DOUBLE, available: 3, freeRoomIds: [] },
            { _id: SUITE, available: 0, freeRoomIds: [] },
          ],
        }),
      ),
      http.post('*/api/booking/', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { statusCode: 409, code: 'CONFLICT', message: 'This room is already booked' },
          { status: 409 },
        );
      }),
    );
  });

  it('prefills from the calendar link, shows what is free, prices live and keeps values on a 409', async () => {
    const router = createMemoryRouter([{ path: '/booking/create', Component: BookingCreatePage }], {
      initialEntries: [
        `/booking/create?roomType=${DOUBLE}&arrival=2026-12-01&departure=2026-12-04`,
      ],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('nights')).toHaveProperty('textContent', '3 nights');
    expect(await screen.findByTestId('price-total')).toHaveProperty('textContent', '€300.00');

    await userEvent.click(screen.getAllByRole('button', { name: /Room type/ })[0]!);
    expect(await screen.findByRole('option', { name: 'Double — 3 free' })).toBeTruthy();
    const suite = screen.getByRole('option', { name: 'Suite — sold out for these dates' });
    expect(suite.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'More: Adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More: Adults' }));
    // Three adults: one above the base occupancy of two, €20 a night more.
    expect(screen.getByTestId('price-total').textContent).toBe('€360.00');

    await userEvent.click(screen.getByTestId('booking-save'));
    expect((await screen.findByTestId('booking-server-error')).textContent).toContain(
      'This room is already booked',
    );
    expect(posted).toEqual([
      expect.objectContaining({ roomType: DOUBLE, arrival: '2026-12-01', adults: 3, room: null }),
    ]);
    expect(screen.getByTestId('price-total').textContent).toBe('€360.00');
    expect(document.querySelector('input[name="arrival"]')).toHaveProperty('value', '2026-12-01');
  });

  it('names the limits it refuses: the minimum stay and the notice length', async () => {
    const router = createMemoryRouter([{ path: '/booking/create', Component: BookingCreatePage }], {
      initialEntries: [
        `/booking/create?roomType=${DOUBLE}&arrival=2026-12-04&departure=2026-12-04`,
      ],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Note' }));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByTestId('booking-save'));

    expect(await screen.findByText('Minimum stay of 1 days')).toBeTruthy();
    expect(screen.getByText('Please use at most 2000 characters')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
