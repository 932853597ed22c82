import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IntegrationOverview } from '@hotel/shared/contracts/integrations';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { IntegrationsPage } from './integrations-page';

const server = setupMswServer();

const overview: IntegrationOverview = {
  integrations: [
    {
      key: 'smoobu',
      state: 'connected',
      lastSyncAt: '2026-11-20T09:00:00.000Z',
      problemCount: 0,
      path: '/plugins/smoobu',
    },
    {
      key: 'roomraccoon',
      state: 'errors',
      lastSyncAt: null,
      problemCount: 3,
      path: '/integrations/roomraccoon',
    },
    { key: 'csv_import', state: 'not_connected', lastSyncAt: null, problemCount: 0, path: null },
    { key: 'api', state: 'not_connected', lastSyncAt: null, problemCount: 0, path: null },
  ],
};

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter([{ path: '/integrations', Component: IntegrationsPage }], {
    initialEntries: ['/integrations'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByTestId('integration-smoobu');
}

describe('integrations overview', () => {
  beforeEach(() => {
    queryClient.clear();
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      // Europe/Berlin, dmy with dots: 09:00 UTC in November is 10:00 at the hotel.
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get('*/api/integration', () => HttpResponse.json(overview)),
    );
  });

  it('shows one card per integration with its state, last sync in the hotel’s format and problems', async () => {
    const smoobu = await renderPage();
    expect(within(smoobu).getByTestId('integration-smoobu-state').textContent).toBe('Connected');
    await screen.findByText('20.11.2026 10:00');
    expect(within(smoobu).getByRole('link', { name: 'Open Smoobu' }).getAttribute('href')).toBe(
      '/plugins/smoobu',
    );

    const raccoon = screen.getByTestId('integration-roomraccoon');
    expect(within(raccoon).getByTestId('integration-roomraccoon-state').textContent).toBe('Errors');
    expect(within(raccoon).getByTestId('integration-roomraccoon-last-sync').textContent).toBe(
      'Never',
    );
    expect(within(raccoon).getByTestId('integration-roomraccoon-problems').textContent).toBe('3');
    expect(within(raccoon).getByRole('link').getAttribute('href')).toBe(
      '/integrations/roomraccoon',
    );

    // Without a page of its own a card shows its state only: no link, no promise.
    for (const key of ['csv_import', 'api']) {
      const card = screen.getByTestId(`integration-${key}`);
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).getByTestId(`integration-${key}-state`).textContent).toBe(
        'Not connected',
      );
    }
  });

  it('speaks German', async () => {
    await renderPage('de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Integrationen');
    expect(screen.getByTestId('integration-csv_import').textContent).toMatch(/CSV-Import/);
    expect(screen.getByTestId('integration-roomraccoon-state').textContent).toBe('Fehler');
  });

  it('shows the load error with a retry', async () => {
    server.use(
      http.get('*/api/integration', () =>
        HttpResponse.json(
          { statusCode: 403, code: 'FORBIDDEN', message: 'You may not manage this hotel' },
          { status: 403 },
        ),
      ),
    );
    await changeLanguage('en');
    const router = createMemoryRouter([{ path: '/integrations', Component: IntegrationsPage }], {
      initialEntries: ['/integrations'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/You may not manage this hotel/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
