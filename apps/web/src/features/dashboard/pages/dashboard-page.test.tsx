import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@hotel/shared/contracts/bookings';
import type { Permission } from '@hotel/shared/permissions';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeMembership, makeUser, makeBookingListItem } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { currentUserQueryOptions } from '@/lib/session/current-user-query';
import { DashboardPage } from './dashboard-page';

const server = setupMswServer();

const arrival = { ...makeBookingListItem(), selfCheckInCompleted: false };
const selfCheckedIn = {
  ...makeBookingListItem({ _id: '99999999-9999-4999-8999-999999999999', number: 43 }),
  selfCheckInCompleted: true,
};

const dashboard: DashboardResponse = {
  today: '2026-11-30',
  todayCounts: { arrivals: 3, departures: 2, inHouse: 5, toCheckIn: 1 },
  arrivals: [{ ...arrival, selfCheckInCompleted: false }],
  departures: [],
  occupancy: { occupiedRooms: 5, totalRooms: 10 },
};

function renderAs(permissions: Permission[], individual = false, answer = dashboard) {
  const user = makeUser({
    memberships: [
      makeMembership({
        role: 'member',
        group: { _id: 'g1', name: 'Team', permissions },
      }),
    ],
  });
  const hotel = makeHotel();
  server.use(
    http.get('*/api/auth/user', () => HttpResponse.json(user)),
    http.get('*/api/hotel/*', () =>
      HttpResponse.json({
        ...hotel,
        setting: {
          ...hotel.setting,
          individual_properties: individual,
          dateFormat: 'ymd',
          dateDivider: '/',
        },
      }),
    ),
    http.get('*/api/booking/dashboard', () => HttpResponse.json(answer)),
  );
  // Behind the auth guard the loader has fetched the person already.
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  const router = createMemoryRouter([{ path: '/', Component: DashboardPage }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('dashboard panels', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    useSessionStore.getState().setToken('token-1');
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
  });

  it('shows a member without viewBookings the day and the next stays, without opening them', async () => {
    renderAs([]);
    const arrivals = await screen.findByTestId('next-arrivals');
    expect(arrivals.textContent).toContain('Eva Huber');
    expect(within(arrivals).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('today-arrivals').textContent).toBe('Arrivals3');
    expect(within(screen.getByTestId('today-arrivals')).queryByRole('link')).toBeNull();
  });

  it('lets viewBookings open a count’s bookings and a stay, in the hotel’s date format', async () => {
    renderAs(['viewBookings']);
    const arrivals = await screen.findByTestId('next-arrivals');
    expect(within(arrivals).getByRole('link').getAttribute('href')).toBe(`/booking/${arrival._id}`);
    expect(await within(arrivals).findByText(/2026\/12\/01/)).toBeTruthy();
    const today = within(screen.getByTestId('today-toCheckIn')).getByRole('link');
    expect(today.getAttribute('href')).toBe(
      '/booking?status=new,pending&arrival=2026-11-30,2026-11-30',
    );
  });

  it('says Apartment for an individual-properties hotel', async () => {
    renderAs(['viewBookings'], true);
    expect(await screen.findByText(/Apartment 101/)).toBeTruthy();
    expect(screen.getByTestId('occupancy').textContent).toBe('5 of 10 apartments occupied tonight');
  });

  it('marks the arrivals whose guest finished self check-in', async () => {
    renderAs(['viewBookings'], false, { ...dashboard, arrivals: [arrival, selfCheckedIn] });
    const rows = within(await screen.findByTestId('next-arrivals')).getAllByTestId(
      'dashboard-stay',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByTestId('self-check-in-badge')).toBeNull();
    expect(within(rows[1]!).getByTestId('self-check-in-badge').textContent).toBe('Self check-in ✓');
  });
});
