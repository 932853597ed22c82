import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, ApiKeyCreated } from '@hotel/shared/contracts/api-keys';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
} from '@hotel/shared/contracts/webhooks';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';
import { ApiPluginPage } from './api-plugin-page';

const server = setupMswServer();

const FULL_KEY = 'hpms_abc123_thewholesecretpartofthekey';
const SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==';
const ROLLED = 'whsec_bmV3LXNlY3JldC1hZnRlci1yb2xs';

let keys: ApiKey[];
let endpoints: WebhookEndpoint[];
let deliveries: WebhookDelivery[];
let requests: { method: string; path: string; body?: unknown }[];

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'delivery-1',
  event: 'booking.created',
  bookingId: 'booking-1',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  lastErrorCode: null,
  lastErrorDetail: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  lastAttemptAt: '2026-11-24T10:00:01.000Z',
  deliveredAt: '2026-11-24T10:00:01.000Z',
  resendOf: null,
  ...overrides,
});

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'endpoint-1',
  url: 'https://erp.example.com/hooks/pms',
  description: 'ERP',
  events: ['booking.created', 'booking.canceled'],
  enabled: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastDelivery: { status: 'failed', at: '2026-11-24T10:05:00.000Z', responseStatus: 500 },
  ...overrides,
});

function validationError(path: string, message: string) {
  return HttpResponse.json(
    { statusCode: 400, code: 'VALIDATION', message, issues: [{ path, message }] },
    { status: 400 },
  );
}

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter(
    [
      { path: '/plugins/api', Component: ApiPluginPage },
      { path: '/plugins/api/docs', Component: () => null },
    ],
    { initialEntries: ['/plugins/api'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 2, name: /API keys|API-Schlüssel/ });
  return router;
}

describe('API plugin page', () => {
  beforeEach(() => {
    queryClient.clear();
    requests = [];
    keys = [];
    endpoints = [];
    deliveries = [];
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/plugin/api/keys', () => HttpResponse.json(keys)),
      http.post('*/api/plugin/api/keys', async ({ request }) => {
        const body = (await request.json()) as { name: string; permissions: ApiKey['permissions'] };
        requests.push({ method: 'POST', path: 'keys', body });
        const created: ApiKeyCreated = {
          id: 'key-1',
          name: body.name,
          prefix: 'hpms_abc123',
          permissions: body.permissions,
          lastUsedAt: null,
          createdAt: '2026-11-24T12:00:00.000Z',
          key: FULL_KEY,
        };
        const { key: _shownOnce, ...listed } = created;
        keys = [...keys, listed];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.delete('*/api/plugin/api/keys/:id', ({ params }) => {
        requests.push({ method: 'DELETE', path: `keys/${String(params.id)}` });
        keys = keys.filter((key) => key.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/plugin/api/webhooks', () => HttpResponse.json(endpoints)),
      http.post('*/api/plugin/api/webhooks', async ({ request }) => {
        const body = (await request.json()) as WebhookEndpoint;
        requests.push({ method: 'POST', path: 'webhooks', body });
        if (!body.url.startsWith('https://')) {
          return validationError('url', 'Please enter an address starting with https://');
        }
        const created: WebhookEndpointCreated = {
          ...endpoint({ id: 'endpoint-2', lastDelivery: null }),
          url: body.url,
          description: body.description,
          events: body.events,
          secret: SECRET,
        };
        const { secret: _shownOnce, ...listed } = created;
        endpoints = [...endpoints, listed];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.put('*/api/plugin/api/webhooks/:id', async ({ request, params }) => {
        const body = (await request.json()) as Partial<WebhookEndpoint>;
        requests.push({ method: 'PUT', path: `webhooks/${String(params.id)}`, body });
        endpoints = endpoints.map((item) => (item.id === params.id ? { ...item, ...body } : item));
        return HttpResponse.json(endpoints.find((item) => item.id === params.id));
      }),
      http.post('*/api/plugin/api/webhooks/:id/secret', ({ params }) => {
        requests.push({ method: 'POST', path: `webhooks/${String(params.id)}/secret` });
        const rolled = endpoints.find((item) => item.id === params.id)!;
        return HttpResponse.json({ ...rolled, secret: ROLLED });
      }),
      http.delete('*/api/plugin/api/webhooks/:id', ({ params }) => {
        requests.push({ method: 'DELETE', path: `webhooks/${String(params.id)}` });
        endpoints = endpoints.filter((item) => item.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/plugin/api/webhooks/:id/deliveries', ({ request, params }) => {
        requests.push({
          method: 'GET',
          path: `webhooks/${String(params.id)}/deliveries?${new URL(request.url).searchParams}`,
        });
        return HttpResponse.json(deliveries);
      }),
      http.post('*/api/plugin/api/webhooks/:id/deliveries/:deliveryId/resend', ({ params }) => {
        const path = `webhooks/${String(params.id)}/deliveries/${String(params.deliveryId)}/resend`;
        requests.push({ method: 'POST', path });
        const resent = delivery({
          id: 'delivery-3',
          status: 'pending',
          attempts: 0,
          responseStatus: null,
          deliveredAt: null,
          lastAttemptAt: null,
          resendOf: String(params.deliveryId),
        });
        deliveries = [resent, ...deliveries];
        return HttpResponse.json(resent, { status: 201 });
      }),
    );
  });

  it('explains keys when there are none, creates one and shows the whole key only once', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage();
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the API documentation' })).toBeTruthy();
    expect(screen.getByTestId('api-base-url').textContent).toBe(`${window.location.origin}/api/v1`);

    await userEvent.click(screen.getByTestId('api-key-create'));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Website');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Read bookings' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Availability' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'API key "Website" created' });
    expect(within(shown).getByTestId('api-key-created').textContent).toBe(FULL_KEY);
    expect(within(shown).getByText('Shown only this once')).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(FULL_KEY);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: 'keys',
        body: { name: 'Website', permissions: ['bookings.read', 'availability'] },
      },
    ]);

    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText('Website')).toBeTruthy();
    expect(within(row).getByTestId('api-key-prefix').textContent).toBe('hpms_abc123…');
    expect(within(row).getByText('Read bookings')).toBeTruthy();
    expect(within(row).getByText('Availability')).toBeTruthy();
    expect(within(row).getByText(/never used/)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(FULL_KEY);
  });

  it('asks before revoking a key, and keeps it when the person cancels', async () => {
    keys = [
      {
        id: 'key-9',
        name: 'Accounting',
        prefix: 'hpms_zz9',
        permissions: ['guests'],
        lastUsedAt: '2026-11-23T09:30:00.000Z',
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ];
    await renderPage();
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText(/last used/)).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke API key "Accounting"' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Revoke API key "Accounting"?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke API key "Accounting"' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('api-key-row')).toBeNull());
    expect(requests).toEqual([{ method: 'DELETE', path: 'keys/key-9' }]);
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });

  it.each([
    {
      language: 'en' as const,
      create: 'New API key',
      submit: 'Create key',
      name: 'Name is required',
      permissions: 'Please choose at least one permission',
    },
    {
      language: 'de' as const,
      create: 'Neuer API-Schlüssel',
      submit: 'Schlüssel anlegen',
      name: 'Name ist erforderlich',
      permissions: 'Bitte mindestens eine Berechtigung wählen',
    },
  ])('says in $language what a new key lacks, and sends nothing', async (texts) => {
    await renderPage(texts.language);
    await userEvent.click(await screen.findByTestId('api-key-create'));
    const form = await screen.findByRole('dialog', { name: texts.create });
    await userEvent.click(within(form).getByRole('button', { name: texts.submit }));
    expect(await within(form).findByText(texts.name)).toBeTruthy();
    expect(within(form).getByText(texts.permissions)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('adds a webhook, shows its secret once, and shows the server refusing an address', async () => {
    await renderPage();
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    await userEvent.click(screen.getByTestId('webhook-add'));
    const form = await screen.findByRole('dialog', { name: 'Add webhook' });
    // Every event is chosen at first; this receiver wants bookings created and canceled only.
    for (const event of ['Booking changed', 'Checked in', 'Checked out', 'Payment']) {
      await userEvent.click(within(form).getByRole('checkbox', { name: event }));
    }
    const url = within(form).getByRole('textbox', { name: 'Address (URL)' });
    await userEvent.type(url, 'http://erp.example.com/hooks');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(form).findAllByText('Please enter an address starting with https://'),
    ).not.toHaveLength(0);

    await userEvent.clear(url);
    await userEvent.type(url, 'https://erp.example.com/hooks');
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByTestId('webhook-secret').textContent).toBe(SECRET);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: 'webhooks',
      body: {
        url: 'https://erp.example.com/hooks',
        description: '',
        events: ['booking.created', 'booking.canceled'],
      },
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    const row = await screen.findByTestId('webhook-row');
    expect(within(row).getByText('https://erp.example.com/hooks')).toBeTruthy();
    expect(within(row).getByText('Booking created, Booking canceled')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('switches a webhook off, rolls its secret after asking, and deletes it after asking', async () => {
    endpoints = [endpoint()];
    await renderPage();
    const row = await screen.findByTestId('webhook-row');
    expect(within(row).getByTestId('delivery-status').textContent).toBe('Failed');

    await userEvent.click(
      within(row).getByRole('switch', { name: 'Webhook https://erp.example.com/hooks/pms active' }),
    );
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        path: 'webhooks/endpoint-1',
        body: {
          description: 'ERP',
          events: ['booking.created', 'booking.canceled'],
          enabled: false,
        },
      }),
    );
    expect(await within(row).findByText('Inactive')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'New secret' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Create a new signing secret?' }),
      ).getByRole('button', { name: 'New secret' }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByTestId('webhook-secret').textContent).toBe(ROLLED);
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete webhook?' });
    expect(question.textContent).toContain('https://erp.example.com/hooks/pms');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    expect(requests.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT webhooks/endpoint-1',
      'POST webhooks/endpoint-1/secret',
      'DELETE webhooks/endpoint-1',
    ]);
  });

  it('edits the events of a webhook', async () => {
    endpoints = [endpoint()];
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit webhook' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Booking created' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Booking canceled' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose at least one event')).toBeTruthy();
    expect(requests).toEqual([]);

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Payment' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: 'webhooks/endpoint-1',
        body: { description: 'ERP', events: ['booking.payment'], enabled: true },
      },
    ]);
    expect(await screen.findByText('Payment')).toBeTruthy();
  });

  it('shows the delivery log with statuses and errors, and resends a delivery', async () => {
    endpoints = [endpoint()];
    deliveries = [
      delivery({
        id: 'delivery-2',
        event: 'booking.canceled',
        status: 'failed',
        attempts: 5,
        responseStatus: 500,
        lastError: 'HTTP 500',
        lastErrorCode: 'http_status',
        lastErrorDetail: '500',
        deliveredAt: null,
      }),
      delivery({}),
    ];
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const rows = await within(log).findAllByTestId('delivery-row');
    expect(rows.map((row) => within(row).getByTestId('delivery-status').textContent)).toEqual([
      'Failed',
      'Delivered',
    ]);
    expect(within(rows[0]!).getByText('Booking canceled')).toBeTruthy();
    // The error's code in the reader's language, with its value.
    expect(within(rows[0]!).getByText('Last error: The receiver answered HTTP 500')).toBeTruthy();
    expect(within(rows[0]!).getByText('5')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Open booking' }).getAttribute('href')).toBe(
      '/booking/booking-1',
    );
    expect(requests).toEqual([{ method: 'GET', path: 'webhooks/endpoint-1/deliveries?limit=50' }]);

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(within(log).getAllByTestId('delivery-row')).toHaveLength(3));
    expect(requests).toContainEqual({
      method: 'POST',
      path: 'webhooks/endpoint-1/deliveries/delivery-2/resend',
    });
    const newest = within(log).getAllByTestId('delivery-row')[0]!;
    expect(within(newest).getByTestId('delivery-status').textContent).toBe('Pending');
    expect(within(newest).getByText('Resent')).toBeTruthy();
  });
});
