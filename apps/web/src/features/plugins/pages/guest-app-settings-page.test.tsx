import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestAppSettings } from '@hotel/shared/contracts/guest-app';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { GuestAppSettingsPage } from './guest-app-settings-page';

const server = setupMswServer();

let hotel: Hotel;
let saved: GuestAppSettings[] = [];
let answer: () => Response;

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter(
    [{ path: '/plugins/guest_app', Component: GuestAppSettingsPage }],
    { initialEntries: ['/plugins/guest_app'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('guest-app-settings-form');
}

describe('guest app settings page', () => {
  beforeEach(() => {
    queryClient.clear();
    saved = [];
    hotel = makeHotel({
      guest_app: {
        enabled: false,
        accent_color: 'amber',
        template_image: [{ path: '/api/image/a-large.webp' }, { path: '/api/image/b-large.webp' }],
      },
    });
    answer = () => {
      hotel = { ...hotel, guest_app: saved.at(-1)! };
      return HttpResponse.json(hotel.guest_app);
    };
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/hotel/*', () => HttpResponse.json(hotel)),
      http.put('*/api/hotel/guest_app', async ({ request }) => {
        saved.push((await request.json()) as GuestAppSettings);
        return answer();
      }),
    );
  });

  it('switches the app on with a new accent and cover order, and saves it', async () => {
    await renderPage();
    const save = screen.getByTestId('guest-app-save');
    expect(save.hasAttribute('disabled') || save.getAttribute('data-disabled') !== null).toBe(true);
    expect(screen.getByRole('radio', { name: 'Amber' })).toHaveProperty('checked', true);
    expect(screen.getByText('Cover')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Guest app active' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Teal' }));
    expect(screen.getByTestId('guest-app-preview-button').style.backgroundColor).toBe('#0f766e');
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 forward' }));
    await userEvent.click(save);

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      enabled: true,
      accent_color: 'teal',
      template_image: [{ path: '/api/image/b-large.webp' }, { path: '/api/image/a-large.webp' }],
    });
    // Saved: nothing is left to discard.
    await vi.waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Discard changes' }).getAttribute('data-disabled'),
      ).toBe('true'),
    );
  });

  it('discards unsaved changes back to what is stored', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Violet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('radio', { name: 'Amber' })).toHaveProperty('checked', true);
    expect(saved).toEqual([]);
  });

  it('shows the server’s validation message at the field, in German', async () => {
    answer = () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Bitte prüfen Sie die markierten Felder',
          issues: [
            {
              path: 'template_image',
              key: 'validation.tooManyImages',
              message: 'Zu viele Bilder',
            },
          ],
        },
        { status: 400 },
      );
    await renderPage('de');
    await userEvent.click(screen.getByRole('radio', { name: 'Smaragd' }));
    await userEvent.click(screen.getByTestId('guest-app-save'));
    expect((await screen.findByTestId('guest-app-images-error')).textContent).toBe(
      'Zu viele Bilder',
    );
    expect(screen.getByRole('radio', { name: 'Smaragd' })).toHaveProperty('checked', true);
  });

  it('gives the guest app’s address to copy and open', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage();
    const url = `${window.location.origin}/guest_app/alpenblick`;
    expect(screen.getByTestId('guest-app-url').textContent).toBe(url);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(url);
    expect(screen.getByText(/The guest app is switched off/)).toBeTruthy();
    await user.click(screen.getByTestId('guest-app-url-copy'));
    expect(writeText).toHaveBeenLastCalledWith(url);
    expect(screen.getByRole('link', { name: 'Public booking page' }).getAttribute('href')).toBe(
      '/plugins/public_page',
    );
  });
});
