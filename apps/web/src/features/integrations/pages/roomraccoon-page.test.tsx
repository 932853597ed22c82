import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IcalFeed, RoomRaccoonSettings } from '@hotel/shared/contracts/roomraccoon';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { RoomRaccoonPage } from './roomraccoon-page';

const server = setupMswServer();

const DOUBLE = '22222222-2222-4222-8222-222222222201';
const SINGLE = '22222222-2222-4222-8222-222222222202';
const ROOM_101 = '11111111-1111-4111-8111-111111111101';
const ROOM_102 = '11111111-1111-4111-8111-111111111102';
const ENDPOINT = 'https://pms.example.com/api/ota/roomraccoon/tok_old';

let settings: RoomRaccoonSettings;
let feeds: IcalFeed[];
let calls: { method: string; path: string; body?: unknown }[];

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter(
    [{ path: '/integrations/roomraccoon', Component: RoomRaccoonPage }],
    { initialEntries: ['/integrations/roomraccoon'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
      <Toaster />
    </QueryClientProvider>,
  );
  await screen.findByTestId('roomraccoon-settings-form');
}

describe('RoomRaccoon page', () => {
  beforeEach(() => {
    queryClient.clear();
    calls = [];
    settings = {
      enabled: false,
      username: 'rr-alpenblick',
      password: { configured: true, last4: null },
      endpointUrl: ENDPOINT,
      hotelCode: 'ALP1',
      roomTypes: [{ code: 'DBL', roomType: DOUBLE }],
    };
    feeds = [
      {
        room: { _id: ROOM_101, number: '101', roomTypeName: 'Doppelzimmer' },
        url: 'https://pms.example.com/api/ical/tok_101.ics',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      {
        room: { _id: ROOM_102, number: '102', roomTypeName: 'Einzelzimmer' },
        url: null,
        createdAt: null,
      },
    ];
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get('*/api/room_type', () =>
        HttpResponse.json([
          { _id: DOUBLE, name: 'Doppelzimmer', shortCode: 'DZ' },
          { _id: SINGLE, name: 'Einzelzimmer', shortCode: 'EZ' },
        ]),
      ),
      http.get('*/api/integration/roomraccoon', () => HttpResponse.json(settings)),
      http.put('*/api/integration/roomraccoon', async ({ request }) => {
        const body = (await request.json()) as RoomRaccoonSettings & { password?: string };
        calls.push({ method: 'PUT', path: 'settings', body });
        settings = { ...settings, ...body, password: { configured: true, last4: null } };
        return HttpResponse.json(settings);
      }),
      http.post('*/api/integration/roomraccoon/token', () => {
        calls.push({ method: 'POST', path: 'token' });
        settings = {
          ...settings,
          endpointUrl: 'https://pms.example.com/api/ota/roomraccoon/tok_new',
        };
        return HttpResponse.json(settings);
      }),
      http.get('*/api/integration/ical', () => HttpResponse.json({ feeds })),
      http.post('*/api/integration/ical/:roomId', ({ params }) => {
        calls.push({ method: 'POST', path: `ical/${String(params.roomId)}` });
        feeds = feeds.map((feed) =>
          feed.room._id === params.roomId
            ? {
                ...feed,
                url: 'https://pms.example.com/api/ical/tok_102.ics',
                createdAt: '2026-11-24T08:00:00.000Z',
              }
            : feed,
        );
        return HttpResponse.json(
          feeds.find((feed) => feed.room._id === params.roomId),
          { status: 201 },
        );
      }),
      http.delete('*/api/integration/ical/:roomId', ({ params }) => {
        calls.push({ method: 'DELETE', path: `ical/${String(params.roomId)}` });
        feeds = feeds.map((feed) =>
          feed.room._id === params.roomId ? { ...feed, url: null, createdAt: null } : feed,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  it('saves the connection with a new password and one more room type code', async () => {
    await renderPage();
    expect(
      screen.getByText('A password is stored. Leave the field empty to keep it.'),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Accept reservations from RoomRaccoon' }),
    );
    await userEvent.type(screen.getByLabelText(/^Password/), 'geheim-123');
    await userEvent.click(screen.getByTestId('roomraccoon-add-room-type'));
    const rows = screen.getAllByTestId('roomraccoon-room-type-row');
    expect(rows).toHaveLength(2);
    await userEvent.type(
      within(rows[1]!).getByRole('textbox', { name: /RoomRaccoon code/ }),
      'SGL',
    );
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Our room type – SGL/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Einzelzimmer' }));
    await userEvent.click(screen.getByTestId('roomraccoon-save'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      enabled: true,
      username: 'rr-alpenblick',
      password: 'geheim-123',
      hotelCode: 'ALP1',
      roomTypes: [
        { code: 'DBL', roomType: DOUBLE },
        { code: 'SGL', roomType: SINGLE },
      ],
    });
    // The password field empties again: the stored one is never shown.
    await vi.waitFor(() =>
      expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe(''),
    );
  });

  it('refuses an empty user name at the field, and removes a room type row', async () => {
    await renderPage();
    await userEvent.clear(screen.getByRole('textbox', { name: /User name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove room type DBL' }));
    expect(screen.queryAllByTestId('roomraccoon-room-type-row')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('roomraccoon-save'));
    expect(
      await screen.findByText('Please enter the user name RoomRaccoon signs in with'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the server’s issue at the room type row it concerns, and keeps what was typed', async () => {
    server.use(
      http.put('*/api/integration/roomraccoon', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Please check the highlighted fields',
            issues: [
              {
                path: 'roomTypes.0.roomType',
                key: 'validation.roomTypeNotFound',
                message: 'This room type does not exist',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /Hotel code/ }), '-2');
    await userEvent.click(screen.getByTestId('roomraccoon-save'));
    const row = screen.getByTestId('roomraccoon-room-type-row');
    expect(await within(row).findByText('This room type does not exist')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Hotel code/ }) as HTMLInputElement).value).toBe(
      'ALP1-2',
    );
  });

  it('gives the OTA address to copy, and asks before a new one replaces it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage();
    expect(screen.getByRole('code', { name: 'OTA address' }).textContent).toBe(ENDPOINT);
    await userEvent.click(screen.getByTestId('roomraccoon-endpoint-url-copy'));
    expect(writeText).toHaveBeenLastCalledWith(ENDPOINT);
    await userEvent.click(screen.getByTestId('roomraccoon-endpoint-renew'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/The current address stops working at once/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByTestId('roomraccoon-endpoint-renew'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'New address' }),
    );
    await vi.waitFor(() =>
      expect(screen.getByTestId('roomraccoon-endpoint-url').textContent).toBe(
        'https://pms.example.com/api/ota/roomraccoon/tok_new',
      ),
    );
    expect(calls).toEqual([{ method: 'POST', path: 'token' }]);
  });

  it('revokes a room’s iCal feed only after confirmation, and creates one for another room', async () => {
    await renderPage();
    const room101 = await screen.findByTestId('ical-feed-101');
    expect(room101.textContent).toMatch(/tok_101\.ics/);
    // In the hotel's format and time zone (Europe/Berlin, dmy with dots).
    await vi.waitFor(() => expect(room101.textContent).toMatch(/Since 20\.11\.2026 10:00/));

    await userEvent.click(
      within(room101).getByRole('button', { name: 'Revoke the feed of room 101' }),
    );
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Revoke the feed of room 101\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await userEvent.click(
      within(room101).getByRole('button', { name: 'Revoke the feed of room 101' }),
    );
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('ical-feed-101').textContent).toMatch(/No feed/),
    );
    expect(calls).toEqual([{ method: 'DELETE', path: `ical/${ROOM_101}` }]);

    await userEvent.click(screen.getByRole('button', { name: 'Create feed for room 102' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('ical-feed-102').textContent).toMatch(/tok_102\.ics/),
    );
    expect(calls.at(-1)).toEqual({ method: 'POST', path: `ical/${ROOM_102}` });
  });
});
