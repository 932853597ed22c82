import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCreateHotelRequest } from '@hotel/shared/contracts/admin-hotels';
import type { ServicePreset } from '@hotel/shared/contracts/service-presets';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { AdminCreateHotelPage } from './admin-create-hotel-page';

const server = setupMswServer();
const HOTEL_ID = '11111111-1111-4111-8111-111111111111';
const OWNER_ID = '22222222-2222-4222-8222-222222222222';
const BREAKFAST: ServicePreset = {
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Breakfast',
  description: '',
  price: 1500,
  charge: 'per_person_per_night',
};
const PARKING: ServicePreset = {
  ...BREAKFAST,
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Parking',
  price: 900,
  charge: 'per_night',
};

function HotelPageStub() {
  return <p>hotel page {useParams().hotelId}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/admin/hotel/create', Component: AdminCreateHotelPage },
      { path: '/admin/hotel/:hotelId', Component: HotelPageStub },
    ],
    { initialEntries: ['/admin/hotel/create'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fillRequiredFields() {
  await userEvent.type(screen.getByLabelText(/^Hotel name/), 'Haus am See');
  await userEvent.type(screen.getByLabelText(/^Address/), 'Seestraße 1, 12345 Berlin');
  await userEvent.type(screen.getByLabelText(/^Email\s*\*?$/), 'info@haus-am-see.test');
  await userEvent.type(screen.getByLabelText(/^Phone/), '+49 30 1234567');
  await userEvent.type(screen.getByLabelText(/^Email address/), 'nora@example.test');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Nora');
}

describe('admin: create hotel page', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('sends the chosen presets and opens the new hotel with a toast', async () => {
    let body: AdminCreateHotelRequest | undefined;
    server.use(
      http.get('*/api/admin/service_presets', () =>
        HttpResponse.json({ items: [BREAKFAST, PARKING] }),
      ),
      http.post('*/api/admin/hotel', async ({ request }) => {
        body = (await request.json()) as AdminCreateHotelRequest;
        return HttpResponse.json(
          {
            _id: HOTEL_ID,
            name: 'Haus am See',
            symbol_code: 'haus-am-see',
            owner: { _id: OWNER_ID, email: 'nora@example.test', invited: true },
            roomTypesCreated: 2,
            servicesCreated: 1,
          },
          { status: 201 },
        );
      }),
    );
    renderPage();
    await fillRequiredFields();
    // The default language is English (the admin's), so the presets are named in English.
    await userEvent.click(screen.getByRole('checkbox', { name: /Double room/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Suite/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Parking/ }));
    await userEvent.click(screen.getByTestId('admin-hotel-create-submit'));

    expect(await screen.findByText(`hotel page ${HOTEL_ID}`)).toBeTruthy();
    expect(
      await screen.findByText(
        'Haus am See is created. nora@example.test was invited to choose a password.',
      ),
    ).toBeTruthy();
    expect(body).toMatchObject({
      hotel: {
        name: 'Haus am See',
        contact: { address: 'Seestraße 1, 12345 Berlin', email: 'info@haus-am-see.test' },
        setting: { defaultLanguage: 'en', propertyType: 'hotel' },
      },
      owner: { email: 'nora@example.test', firstName: 'Nora', lastName: '' },
      roomTypePresets: ['double', 'suite'],
      servicePresetIds: [PARKING._id],
    });
    expect(body?.hotel.symbol_code).toBeUndefined();
  });

  it("shows the server's 409 at the hotel code field", async () => {
    server.use(
      http.get('*/api/admin/service_presets', () => HttpResponse.json({ items: [] })),
      http.post('*/api/admin/hotel', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'This hotel code is already in use',
            issues: [
              {
                path: 'hotel.symbol_code',
                key: 'errors.symbolCodeTaken',
                message: 'This hotel code is already in use',
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    await fillRequiredFields();
    await userEvent.type(screen.getByLabelText(/^Hotel code/), 'seeblick');
    await userEvent.click(screen.getByTestId('admin-hotel-create-submit'));

    const codeField = screen.getByTestId('admin-hotel-symbol-code');
    expect(await within(codeField).findByText('This hotel code is already in use')).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.getByText('There are no service presets yet.')).toBeTruthy();
  });

  it('checks the fields before sending anything', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/admin/service_presets', () => HttpResponse.json({ items: [] })),
      http.post('*/api/admin/hotel', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderPage();
    await userEvent.click(screen.getByTestId('admin-hotel-create-submit'));
    expect(await screen.findByText('Hotel name is required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('still creates the hotel when the service presets fail to load, and retries them', async () => {
    let body: AdminCreateHotelRequest | undefined;
    let isDown = true;
    server.use(
      http.get('*/api/admin/service_presets', () => {
        return isDown
          ? HttpResponse.json(
              { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' },
              { status: 500 },
            )
          : HttpResponse.json({ items: [BREAKFAST] });
      }),
      http.post('*/api/admin/hotel', async ({ request }) => {
        body = (await request.json()) as AdminCreateHotelRequest;
        return HttpResponse.json(
          {
            _id: HOTEL_ID,
            name: 'Haus am See',
            symbol_code: 'haus-am-see',
            owner: { _id: OWNER_ID, email: 'nora@example.test', invited: false },
            roomTypesCreated: 0,
            servicesCreated: 0,
          },
          { status: 201 },
        );
      }),
    );
    renderPage();
    const failed = await screen.findByTestId(
      'admin-hotel-service-presets-error',
      {},
      { timeout: 5000 },
    );
    expect(failed.textContent).toContain('could not be loaded');
    isDown = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /Breakfast/ })).toBeTruthy();

    await fillRequiredFields();
    await userEvent.click(screen.getByTestId('admin-hotel-create-submit'));
    expect(
      await screen.findByText(
        'Haus am See is created. nora@example.test is now its owner and was told by email.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(body?.servicePresetIds).toEqual([]));
  });
});
