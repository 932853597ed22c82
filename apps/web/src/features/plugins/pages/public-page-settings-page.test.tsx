import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PublicPageSettings,
  PublicPageSettingsRequest,
} from '@hotel/shared/contracts/public-booking';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { PublicPageSettingsPage } from './public-page-settings-page';

const server = setupMswServer();

const settings: PublicPageSettings = {
  disabled: false,
  booking_enabled: true,
  theme_color: '#1d4ed8',
  hotel_description: 'Ruhig am Waldrand.',
  hotel_slider: [],
  min_stay_days: 1,
  payment_methods: ['on_arrival'],
  captcha: { enabled: false },
  onlinePayments: { available: false, provider: 'local', isLive: false },
  bankTransferReady: false,
};

let saved: PublicPageSettingsRequest[] = [];
let answer: () => Response;

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter(
    [{ path: '/plugins/public_page', Component: PublicPageSettingsPage }],
    {
      initialEntries: ['/plugins/public_page'],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('public-page-settings-form');
}

describe('public page settings page', () => {
  beforeEach(() => {
    queryClient.clear();
    saved = [];
    answer = () => HttpResponse.json({ ...settings, ...saved.at(-1) });
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/plugin/public_page', () => HttpResponse.json(settings)),
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.put('*/api/plugin/public_page', async ({ request }) => {
        saved.push((await request.json()) as PublicPageSettingsRequest);
        return answer();
      }),
    );
  });

  it('says while typing that white text is hard to read on a light colour, and does not save it', async () => {
    await renderPage();
    const input = screen.getByRole('textbox', { name: /Theme colour/ });
    expect(screen.getByTestId('theme-color-contrast').textContent).toMatch(
      /white text on this colour reads well/,
    );
    await userEvent.clear(input);
    await userEvent.type(input, '#ffd966');
    const message =
      'White text on this colour is hard to read (contrast 1.3:1, at least 4.5:1 needed). Please choose a darker colour.';
    expect(screen.getByTestId('theme-color-contrast').textContent).toBe(message);
    await userEvent.click(screen.getByTestId('public-page-save'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(saved).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '#0F5132');
    await userEvent.click(screen.getByTestId('public-page-save'));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ theme_color: '#0f5132', disabled: false });
  });

  it('switches the page off by saving the disabled flag, and keeps the slider order', async () => {
    server.use(
      http.get('*/api/plugin/public_page', () =>
        HttpResponse.json({
          ...settings,
          hotel_slider: [{ path: '/api/image/a-large.webp' }, { path: '/api/image/b-large.webp' }],
        }),
      ),
    );
    await renderPage();
    expect(
      screen
        .getAllByRole('img', { name: /Image \d of the booking page/ })
        .map((image) => image.getAttribute('src')),
    ).toEqual(['/api/image/a-thumb.webp', '/api/image/b-thumb.webp']);
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 forward' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Public booking page active' }));
    await userEvent.click(screen.getByTestId('public-page-save'));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      disabled: true,
      hotel_slider: [{ path: '/api/image/b-large.webp' }, { path: '/api/image/a-large.webp' }],
    });
  });

  it('says the same in German', async () => {
    await renderPage('de');
    const input = screen.getByRole('textbox', { name: /Designfarbe/ });
    await userEvent.clear(input);
    await userEvent.type(input, '#ffffff');
    expect(screen.getByTestId('theme-color-contrast').textContent).toMatch(
      /^Weiße Schrift ist auf dieser Farbe schwer lesbar \(Kontrast 1:1/,
    );
  });

  it('shows the server’s field messages at their fields', async () => {
    answer = () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Please check the highlighted fields',
          issues: [
            {
              path: 'payment_methods',
              key: 'validation.paymentMethodNotOffered',
              message: 'This hotel does not offer this payment method online',
            },
            { path: 'hotel_slider', key: 'validation.invalid', message: 'This value is not valid' },
          ],
        },
        { status: 400 },
      );
    await renderPage();
    await userEvent.click(screen.getByTestId('public-page-booking'));
    await userEvent.click(screen.getByTestId('public-page-save'));
    expect(
      await screen.findByText('This hotel does not offer this payment method online'),
    ).toBeTruthy();
    expect(screen.getByTestId('slider-error').textContent).toBe('This value is not valid');
  });

  it('offers online and bank transfer only once the hotel takes them, with the way there', async () => {
    await renderPage();
    const online = screen.getByRole('checkbox', { name: 'Online by card' });
    expect((online as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/needs online payments switched on/)).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: 'Open payment settings' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings/payments', '/settings/payments']);
    expect(screen.getByTestId('public-page-captcha').textContent).toMatch(
      /RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY are not set/,
    );
    expect(screen.getByTestId('public-page-provider').textContent).toBe(
      'Online payments are switched off for your hotel.',
    );
  });

  it('gives the address and an embed code to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage();
    const url = `${window.location.origin}/public/alpenblick`;
    expect((await screen.findByTestId('public-page-url')).textContent).toBe(url);
    expect(screen.getByRole('link', { name: 'Open page' }).getAttribute('href')).toBe(url);
    const snippet = `<iframe src="${url}" title="Online booking – Hotel Alpenblick" style="width: 100%; min-height: 900px; border: 0;" loading="lazy"></iframe>`;
    expect((screen.getByTestId('public-page-embed') as HTMLTextAreaElement).value).toBe(snippet);
    await user.click(screen.getByTestId('public-page-embed-copy'));
    expect(writeText).toHaveBeenLastCalledWith(snippet);
    expect(screen.getByTestId('public-page-embed-copy').textContent).toBe('Copied');
    expect(await navigator.clipboard.readText()).toBe(snippet);
    const qr = await screen.findByRole('img', { name: `QR code of the address ${url}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
