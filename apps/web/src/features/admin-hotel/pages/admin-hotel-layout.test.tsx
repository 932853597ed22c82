import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminHotel } from '@hotel/shared/contracts/admin-hotel';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { AdminHotelLayout } from './admin-hotel-layout';
import { AdminHotelPage } from './admin-hotel-page';

const server = setupMswServer();
const HOTEL_ID = '11111111-1111-4111-8111-111111111111';

const hotel: AdminHotel = {
  ...makeHotel({ _id: HOTEL_ID, theme_color: '#336699' }),
  owners: [
    { id: 'u1', name: 'Olga Inhaberin', email: 'olga@example.com' },
    { id: 'u2', name: 'Otto Zweit', email: 'otto@example.com' },
  ],
  membersCount: 4,
  roomsCount: 12,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/hotel/:hotelId',
        Component: AdminHotelLayout,
        children: [
          { index: true, Component: AdminHotelPage },
          { path: 'settings', Component: () => <p>settings page</p> },
        ],
      },
      { path: '*', Component: () => <p>elsewhere</p> },
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

describe("a hotel's admin pages", () => {
  beforeEach(async () => {
    queryClient.clear();
    await changeLanguage('en');
    server.use(http.get(`*/api/admin/hotel/${HOTEL_ID}`, () => HttpResponse.json(hotel))); // The page shows the audit trail too; it is empty here.
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, limit: 10 }),
      ),
    );
  });

  it('shows the hotel, its owner and the tabs as links, the open one marked current', async () => {
    const router = renderAt(`/admin/hotel/${HOTEL_ID}`);
    expect((await screen.findByTestId('admin-hotel-name')).textContent).toBe('Hotel Alpenblick');
    expect(screen.getByTestId('admin-hotel-symbol-code').textContent).toBe('alpenblick');
    expect(screen.getByTestId('admin-hotel-owner').textContent).toBe(
      'Olga Inhaberin (olga@example.com) and 1 more',
    );
    expect(screen.getByTestId('admin-hotel-tab-hotel').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('admin-hotel-tab-locks').getAttribute('href')).toBe(
      `/admin/hotel/${HOTEL_ID}/locks`,
    );

    await userEvent.setup().click(screen.getByTestId('admin-hotel-tab-settings'));
    expect(await screen.findByText('settings page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/hotel/${HOTEL_ID}/settings`);
    expect(screen.getByTestId('admin-hotel-tab-settings').getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByTestId('admin-hotel-tab-hotel').getAttribute('aria-current')).toBeNull();
  });

  it('saves the edited name with the rest of the hotel unchanged through the admin call', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(`*/api/admin/hotel/${HOTEL_ID}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...hotel, name: body.name });
      }),
    );
    renderAt(`/admin/hotel/${HOTEL_ID}`);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Hotel name/ });
    await user.clear(name);
    await user.type(name, 'Haus am See');
    await user.click(screen.getByTestId('admin-hotel-form-save'));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const { individual_properties: _derived, ...setting } = hotel.setting;
    expect(bodies[0]).toEqual({
      _id: HOTEL_ID,
      name: 'Haus am See',
      symbol_code: 'alpenblick',
      theme_color: '#336699',
      contact: hotel.contact,
      setting,
    });
    expect(screen.getByTestId('hotel-audit')).toBeTruthy();
  });
});
