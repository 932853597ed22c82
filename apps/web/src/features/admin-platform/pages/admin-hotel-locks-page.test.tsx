import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LockList, LockSettings } from '@hotel/shared/contracts/locks';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { AdminHotelLocksPage } from './admin-hotel-locks-page';

const server = setupMswServer();
const HOTEL = '60000000-0000-4000-8000-000000000001';

const onPlatform: LockSettings = {
  hardware: 'bwOnline',
  provider: 'bwOnline',
  bwOnline: {
    endpoint: '',
    username: '',
    password: { configured: true, last4: null },
    source: 'platform',
    platformConfigured: true,
  },
  nuki: { apiToken: { configured: false, last4: null } },
  simulator: { failing: false },
};
const locks: LockList = {
  hardware: 'bwOnline',
  provider: 'bwOnline',
  shared: [
    {
      _id: '70000000-0000-4000-8000-000000000001',
      name: 'Haupteingang',
      hardware: 'bwOnline',
      providerId: 'C-100',
      shared: true,
      room: null,
    },
  ],
  rooms: [],
};

/** `refusal`: what the PUT answers instead of saving. */
function renderPage(refusal?: object) {
  const saved: unknown[] = [];
  const hotelHeaders: (string | null)[] = [];
  server.use(
    http.get(`*/api/admin/hotel/${HOTEL}/lock_settings`, () => HttpResponse.json(onPlatform)),
    http.put(`*/api/admin/hotel/${HOTEL}/lock_settings`, async ({ request }) => {
      saved.push(await request.json());
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      return HttpResponse.json({
        ...onPlatform,
        bwOnline: { ...onPlatform.bwOnline, password: { configured: false, last4: null } },
      });
    }),
    http.get('*/api/lock', ({ request }) => {
      hotelHeaders.push(request.headers.get('hotel'));
      return HttpResponse.json(locks);
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/admin/hotel/:id/locks', Component: AdminHotelLocksPage }],
    {
      initialEntries: [`/admin/hotel/${HOTEL}/locks`],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { saved, hotelHeaders };
}

describe('/admin/hotel/{id}/locks', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('shows who answers, the platform hint and the hotel’s locks; removes a stored password', async () => {
    const { saved, hotelHeaders } = renderPage();
    expect((await screen.findByTestId('hotel-locks-provider')).textContent).toBe(
      "bwOnline · the platform's account",
    );
    expect(screen.getByTestId('hotel-locks-platform-hint').textContent).toContain(
      "the platform's bwOnline account",
    );
    expect(await screen.findByText('Haupteingang')).toBeTruthy();
    expect(hotelHeaders).toEqual([HOTEL]);

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Remove the stored value on save' }),
    );
    await userEvent.click(screen.getByTestId('hotel-locks-save'));
    expect(await screen.findByText('Lock settings saved')).toBeTruthy();
    expect(saved).toEqual([
      {
        hardware: 'bwOnline',
        bwOnline: { endpoint: '', username: '', password: '' },
        nuki: {},
      },
    ]);
  });

  it('shows the server’s refusal to keep the password for a new address at the password field', async () => {
    const message = 'Please enter the password again for the new address';
    const { saved } = renderPage({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Please check the marked fields',
      issues: [{ path: 'bwOnline.password', message }],
    });
    const endpoint = await screen.findByRole('textbox', { name: 'SOAP endpoint' });
    await userEvent.type(endpoint, 'https://new.example/soap');
    await userEvent.click(screen.getByTestId('hotel-locks-save'));
    const field = await within(screen.getByTestId('hotel-locks-password')).findByText(message);
    expect(field).toBeTruthy();
    expect(saved).toEqual([
      {
        hardware: 'bwOnline',
        bwOnline: { endpoint: 'https://new.example/soap', username: '' },
        nuki: {},
      },
    ]);
  });
});
