import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '@hotel/shared/stay-dates';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeUser, makeBookingListItem } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { BookingsPage } from './bookings-page';

const server = setupMswServer();
// The list waits for the hotel (its today opens the list), then loads: two calls in a row.
const LOADED = { timeout: 5000 };

const item = makeBookingListItem({
  mainGuest: { ...makeBookingListItem().mainGuest!, vip: true },
  guestCount: 2,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/booking', Component: BookingsPage },
      { path: '/booking/:id', Component: () => <p>detail page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('bookings page', () => {
  const requests: URLSearchParams[] = [];

  beforeEach(async () => {
    await changeLanguage('de');
    queryClient.clear();
    requests.length = 0;
    useSessionStore.getState().setToken('token-1');
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/auth/user', () => HttpResponse.json(makeUser())),
      http.get('*/api/hotel', () => HttpResponse.json([makeHotel()])),
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get('*/api/room_type', () => HttpResponse.json([])),
      http.get('*/api/booking', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [item], total: 1, page: 1, limit: 20 });
      }),
    );
  });

  it('sends the filters from the URL and shows the booking with price and status', async () => {
    renderAt('/booking?status=pending&number=42');
    const table = await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Eva Huber');
    expect(row.textContent).toContain('bestätigt');
    expect(row.textContent).toMatch(/360,00\s€/);
    expect(requests.at(-1)?.get('status')).toBe('pending');
    expect(requests.at(-1)?.get('number')).toBe('42');
  });

  it('puts a status chip into the URL and opens a booking with Enter', async () => {
    const router = renderAt('/booking');
    await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'eingecheckt' }));
    expect(router.state.location.search).toBe('?status=checked_in');
    expect(screen.getByRole('button', { name: 'eingecheckt' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const row = screen.getAllByTestId('booking-row')[0]!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('detail page')).toBeTruthy();
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const router = renderAt('/booking');
    await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: /Nummer/ }));
    expect(router.state.location.search).toBe('?sort=number');
    const header = screen.getByRole('columnheader', { name: /Nummer/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('searches once typing pauses and keeps the typing out of the history', async () => {
    const router = renderAt('/booking');
    await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    await userEvent.type(screen.getByRole('searchbox', { name: /Gast/ }), 'Huber');

    expect(router.state.location.search).toBe('?search=Huber');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('Huber'));
    expect(requests.map((request) => request.get('search'))).toEqual([null, 'Huber']);
  });

  it('opens on what the desk needs now: arrivals from the hotel’s today on, the next first', async () => {
    renderAt('/booking');
    await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    const today = todayIn(makeHotel().setting.timeZone);
    expect(requests[0]?.get('arrival')).toBe(`${today},`);
    expect(requests[0]?.get('sort')).toBe('arrival');
    const header = screen.getByRole('columnheader', { name: /Anreise/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('says Apartment and Apartment group for an individual-properties hotel', async () => {
    const hotel = makeHotel();
    server.use(
      http.get('*/api/hotel/*', () =>
        HttpResponse.json({ ...hotel, setting: { ...hotel.setting, individual_properties: true } }),
      ),
    );
    renderAt('/booking');
    const table = await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    expect(within(table).getByRole('columnheader', { name: 'Apartment' })).toBeTruthy();
    expect(screen.getAllByText('Apartmentgruppe').length).toBeGreaterThan(0);
    expect(screen.queryByText('Zimmerkategorie')).toBeNull();
  });

  it('marks a channel reservation that waits after an overlap with a conflict badge', async () => {
    const conflict = makeBookingListItem({
      _id: '99999999-9999-4999-8999-999999999999',
      number: 43,
      source: 'smoobu',
      room: null,
      channelConflict: true,
    });
    server.use(
      http.get('*/api/booking', () =>
        HttpResponse.json({ items: [item, conflict], total: 2, page: 1, limit: 20 }),
      ),
    );
    renderAt('/booking');
    const table = await screen.findByRole('table', { name: 'Buchungen' }, LOADED);
    const [plain, waiting] = within(table).getAllByTestId('booking-row');
    expect(within(plain!).queryByTestId('booking-conflict-badge')).toBeNull();
    const badge = within(waiting!).getByTestId('booking-conflict-badge');
    expect(badge.textContent).toBe('Konflikt');
    expect(badge.getAttribute('title')).toContain('wartet auf ein Zimmer');
  });
});
