import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServicePreset } from '@hotel/shared/contracts/service-presets';
import type { Service } from '@hotel/shared/contracts/services';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { hotelQueryOptions } from '@/lib/session/hotel-query';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { ServicesPage } from '../pages/services-page';

const server = setupMswServer();

const breakfast: ServicePreset = {
  _id: '40000000-0000-4000-8000-000000000001',
  name: 'Frühstück',
  description: 'Buffet',
  price: 1500,
  charge: 'per_person_per_night',
};
const parking: ServicePreset = {
  _id: '40000000-0000-4000-8000-000000000002',
  name: 'Parkplatz',
  description: '',
  price: 900,
  charge: 'per_night',
};
const sauna: ServicePreset = {
  _id: '40000000-0000-4000-8000-000000000003',
  name: 'Sauna',
  description: '',
  price: 1200,
  charge: 'per_stay',
};

function service(name: string, index: number): Service {
  return {
    _id: `50000000-0000-4000-8000-00000000000${index}`,
    name,
    description: '',
    price: 100,
    charge: 'per_stay',
    active: true,
  };
}

function renderPage(presets: ServicePreset[]) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  queryClient.setQueryData(hotelQueryOptions('hotel-1').queryKey, makeHotel());
  let services = [service('FRÜHSTÜCK', 1)];
  const imports: unknown[] = [];
  server.use(
    http.get('*/api/service', () => HttpResponse.json(services)),
    http.get('*/api/service_presets', () => HttpResponse.json({ items: presets })),
    http.post('*/api/service/import_presets', async ({ request }) => {
      const body = (await request.json()) as { presetIds: string[] };
      imports.push(body);
      services = [...services, service('Parkplatz', 2), service('Sauna', 3)];
      return HttpResponse.json({ created: body.presetIds.length });
    }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ServicesPage />
      <Toaster />
    </QueryClientProvider>,
  );
  return { imports };
}

describe('the services page’s preset import', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('imports the ticked presets, says how many services were added and refreshes the list', async () => {
    const { imports } = renderPage([breakfast, parking, sauna]);
    await userEvent.click(await screen.findByTestId('import-presets'));
    const dialog = await screen.findByRole('dialog', { name: 'Import service presets' });

    // The hotel has breakfast already (any case): shown, but not to be ticked.
    const taken = within(dialog).getByRole('checkbox', { name: /Frühstück/ });
    expect(taken.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('(already added)')).toBeTruthy();
    const submit = within(dialog).getByTestId('import-presets-submit');
    expect(submit.hasAttribute('disabled') || submit.hasAttribute('data-disabled')).toBe(true);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Parkplatz/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sauna/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 presets' }));

    expect(await screen.findByText('2 services added')).toBeTruthy();
    expect(imports).toEqual([{ presetIds: [parking._id, sauna._id] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findAllByTestId('service-row')).toHaveLength(3);
  });

  it('shows the server’s message when the import is refused and keeps the dialog open', async () => {
    renderPage([parking]);
    server.use(
      http.post('*/api/service/import_presets', () =>
        HttpResponse.json(
          { statusCode: 403, code: 'FORBIDDEN', message: 'You may not manage this hotel' },
          { status: 403 },
        ),
      ),
    );
    await userEvent.click(await screen.findByTestId('import-presets'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Parkplatz/ }));
    await userEvent.click(within(dialog).getByTestId('import-presets-submit'));
    expect(await within(dialog).findByText('You may not manage this hotel')).toBeTruthy();
  });

  it('offers no import while there are no presets', async () => {
    renderPage([]);
    expect(await screen.findAllByTestId('service-row')).toHaveLength(1);
    await screen.findByTestId('service-create');
    expect(screen.queryByTestId('import-presets')).toBeNull();
  });
});
