import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@hotel/shared/contracts/rooms';
import { SMOOBU_KEY_HEADER, type SmoobuChannels } from '@hotel/shared/contracts/smoobu';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';
import type { SmoobuPluginState } from '../api/smoobu-plugin';
import { SmoobuSettingsPage } from './smoobu-settings-page';

const server = setupMswServer();

const ROOM_101 = '11111111-1111-4111-8111-111111111101';
const ROOM_102 = '11111111-1111-4111-8111-111111111102';
const roomType = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Doppelzimmer',
  shortCode: 'DZ',
};
const rooms = [
  { _id: ROOM_101, number: '101', roomType },
  { _id: ROOM_102, number: '102', roomType },
] as Room[];

const WEBHOOK = 'https://pms.example.com/api/webhook/smoobu/tok_abc';

let plugin: SmoobuPluginState;
let requests: { method: string; path: string; body?: unknown; key?: string | null }[] = [];

function smoobuError(status: number, message: string) {
  return HttpResponse.json({ statusCode: status, code: 'BAD_GATEWAY', message }, { status });
}

async function renderPage(path = '/plugins/smoobu', language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter([{ path: '/plugins/smoobu', Component: SmoobuSettingsPage }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', {
    level: 2,
    name: /API credentials|API-Zugangsdaten|Apartments|Channels/,
  });
  return router;
}

describe('Smoobu wizard', () => {
  beforeEach(() => {
    queryClient.clear();
    requests = [];
    plugin = {
      enabled: false,
      customer_id: null,
      smoobu_channel_id: null,
      api_key: { configured: false, last4: null },
      webhookUrl: null,
    };
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/plugin/smoobu', () => HttpResponse.json(plugin)),
      http.get('*/api/room', () => HttpResponse.json(rooms)),
      http.get('*/api/plugin/smoobu/check_api', ({ request }) => {
        const key = request.headers.get(SMOOBU_KEY_HEADER);
        requests.push({ method: 'GET', path: 'check_api', key });
        if (key === 'wrong-key') return smoobuError(400, 'Smoobu: incorrect API key');
        return HttpResponse.json({
          name: 'Anna Brandstätter',
          email: 'anna@example.com',
          customerId: '7',
        });
      }),
      http.put('*/api/plugin/smoobu/credentials', async ({ request }) => {
        const body = (await request.json()) as { api_key: string };
        requests.push({ method: 'PUT', path: 'credentials', body });
        plugin = {
          ...plugin,
          customer_id: '7',
          api_key: { configured: true, last4: body.api_key.slice(-4) },
          webhookUrl: WEBHOOK,
        };
        return HttpResponse.json(plugin);
      }),
      http.get('*/api/plugin/smoobu/apartment', () =>
        HttpResponse.json({
          apartments: [
            { id: '501', name: 'Ferienwohnung Alpsee', room: null },
            { id: '502', name: 'Studio Nebelhorn', room: null },
          ],
        }),
      ),
      http.put('*/api/plugin/smoobu/apartments', async ({ request }) => {
        requests.push({ method: 'PUT', path: 'apartments', body: await request.json() });
        return HttpResponse.json({ apartments: [] });
      }),
      http.get('*/api/plugin/smoobu/channels', () =>
        HttpResponse.json({
          channels: [
            { id: '70', name: 'API', display: 'booking' },
            { id: '11', name: 'Blocked channel', display: 'block' },
            { id: '465614', name: 'Airbnb', display: 'booking' },
          ],
          smoobu_channel_id: null,
        }),
      ),
      http.put('*/api/plugin/smoobu/channels', async ({ request }) => {
        const body = (await request.json()) as SmoobuChannels & { smoobu_channel_id: string };
        requests.push({ method: 'PUT', path: 'channels', body });
        plugin = { ...plugin, smoobu_channel_id: body.smoobu_channel_id };
        return HttpResponse.json(body);
      }),
      http.put('*/api/plugin/smoobu', async ({ request }) => {
        const body = (await request.json()) as { enabled: boolean };
        requests.push({ method: 'PUT', path: 'enable', body });
        if (plugin.smoobu_channel_id === null) {
          return HttpResponse.json(
            {
              statusCode: 409,
              code: 'CONFLICT',
              message: 'Choose the channel our bookings are sent under first',
            },
            { status: 409 },
          );
        }
        plugin = { ...plugin, enabled: body.enabled };
        return HttpResponse.json(plugin);
      }),
    );
  });

  it('starts without a key at step one, says plainly that nothing syncs, and checks a key', async () => {
    const router = await renderPage();
    expect(
      screen.getByText(/Without a Smoobu account and its API key nothing is synchronized/),
    ).toBeTruthy();
    // Apartments and channels cannot be opened before a key is stored.
    const steps = screen.getByRole('navigation', { name: 'Setup steps' });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1API credentials']);

    const input = screen.getByLabelText(/^API key/);
    await userEvent.type(input, 'wrong-key');
    await userEvent.click(screen.getByTestId('smoobu-check'));
    expect((await screen.findByTestId('smoobu-check-error')).textContent).toBe(
      'Smoobu: incorrect API key',
    );

    await userEvent.clear(input);
    await userEvent.type(input, 'sk_live_1234');
    expect(screen.queryByTestId('smoobu-check-error')).toBeNull();
    await userEvent.click(screen.getByTestId('smoobu-check'));
    expect((await screen.findByTestId('smoobu-check-result')).textContent).toBe(
      'The key belongs to the Smoobu account of Anna Brandstätter (anna@example.com).',
    );
    expect(requests.filter((call) => call.path === 'credentials')).toEqual([]);

    await userEvent.click(screen.getByTestId('smoobu-save-key'));
    expect(await screen.findByTestId('smoobu-apartments-step')).toBeTruthy();
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: 'credentials',
      body: { api_key: 'sk_live_1234' },
    });
    expect(router.state.location.search).toBe('?step=apartments');
  });

  it('shows a room chosen for two apartments as an error and saves only once it is fixed', async () => {
    plugin.api_key = { configured: true, last4: '1234' };
    await renderPage('/plugins/smoobu?step=apartments');
    const choose = async (apartment: RegExp, room: string) => {
      await userEvent.click(await screen.findByRole('button', { name: apartment }));
      await userEvent.click(await screen.findByRole('option', { name: room }));
    };
    await choose(/Ferienwohnung Alpsee/, '101 · Doppelzimmer');
    await choose(/Studio Nebelhorn/, '101 · Doppelzimmer');
    expect(screen.getAllByText('Room 101 is already chosen for another apartment.')).toHaveLength(
      2,
    );
    await userEvent.click(screen.getByTestId('smoobu-save-apartments'));
    expect(screen.getByTestId('smoobu-apartments-error')).toBeTruthy();
    expect(requests.filter((call) => call.path === 'apartments')).toEqual([]);

    await choose(/Studio Nebelhorn/, '102 · Doppelzimmer');
    expect(screen.queryByText(/already chosen/)).toBeNull();

    // Another step and back: the choices made are still there, unsaved.
    await userEvent.click(screen.getByRole('link', { name: /Channels setup/ }));
    expect(await screen.findByTestId('smoobu-channels-step')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /Apartments setup/ }));
    expect(screen.getByRole('button', { name: /Studio Nebelhorn/ }).textContent).toMatch(/102/);
    await userEvent.click(screen.getByTestId('smoobu-save-apartments'));
    await vi.waitFor(() =>
      expect(requests.find((call) => call.path === 'apartments')?.body).toEqual({
        apartments: [
          { id: '501', room: ROOM_101 },
          { id: '502', room: ROOM_102 },
        ],
      }),
    );
    expect(await screen.findByTestId('smoobu-channels-step')).toBeTruthy();
  });

  it('keeps the step on reload, saves the channels, then switches the sync on with the webhook address to copy', async () => {
    plugin = { ...plugin, api_key: { configured: true, last4: '1234' }, webhookUrl: WEBHOOK };
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage('/plugins/smoobu?step=channels');
    expect(await screen.findByTestId('smoobu-channels-step')).toBeTruthy();

    // The API refuses to switch on before a channel is chosen, and says why.
    await userEvent.click(screen.getByRole('switch', { name: 'Synchronize with Smoobu' }));
    expect((await screen.findByTestId('smoobu-enable-error')).textContent).toBe(
      'Choose the channel our bookings are sent under first',
    );

    await userEvent.click(screen.getByTestId('smoobu-save-channels'));
    expect(screen.getByText('Please choose the channel our bookings are sent under')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Show as – Airbnb/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blocked period' }));
    await userEvent.click(screen.getByRole('button', { name: /Channel for our bookings/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'API' }));
    await userEvent.click(screen.getByTestId('smoobu-save-channels'));
    await vi.waitFor(() =>
      expect(requests.find((call) => call.path === 'channels')?.body).toEqual({
        channels: [
          { id: '70', name: 'API', display: 'booking' },
          { id: '11', name: 'Blocked channel', display: 'block' },
          { id: '465614', name: 'Airbnb', display: 'block' },
        ],
        smoobu_channel_id: '70',
      }),
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Synchronize with Smoobu' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('smoobu-enabled-state').textContent).toBe(
        'Bookings are synchronized with Smoobu.',
      ),
    );
    expect(requests.filter((call) => call.path === 'enable').map((call) => call.body)).toEqual([
      { enabled: true },
      { enabled: true },
    ]);
    const url = WEBHOOK;
    expect(screen.getByTestId('smoobu-webhook-url').textContent).toBe(url);
    await userEvent.click(screen.getByTestId('smoobu-webhook-url-copy'));
    expect(writeText).toHaveBeenLastCalledWith(url);
  });

  it('shows a stored key by its end only, in German, without the no-account statement', async () => {
    plugin.api_key = { configured: true, last4: 'x9Qz' };
    await renderPage('/plugins/smoobu', 'de');
    expect(screen.getByTestId('smoobu-key-status').textContent).toBe(
      'Ein API-Schlüssel ist gespeichert (endet auf …x9Qz).',
    );
    expect(screen.queryByText(/Ohne Smoobu-Konto/)).toBeNull();
  });
});
