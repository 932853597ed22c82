import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { setupMswServer } from '@/test/msw-server';
import { ApiDocsPage } from './api-docs-page';

const server = setupMswServer();

async function renderPage(language: 'en' | 'de' = 'en') {
  await changeLanguage(language);
  const router = createMemoryRouter(
    [
      { path: '/plugins/api/docs', Component: ApiDocsPage },
      { path: '/plugins/api', Component: () => null },
    ],
    { initialEntries: ['/plugins/api/docs'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
}

describe('API documentation page', () => {
  // The frame loads the API's reference page; here a stand-in answers for the API.
  beforeEach(() => {
    server.use(http.get('*/api/v1/docs/', () => HttpResponse.html('<title>API reference</title>')));
  });

  it('embeds the interactive reference and offers the OpenAPI document to download', async () => {
    await renderPage();
    const frame = screen.getByTitle('Interactive API reference');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/api/v1/docs/');

    const download = screen.getByRole('link', { name: 'Download OpenAPI (JSON)' });
    expect(download.getAttribute('href')).toBe('/api/v1/openapi.json');
    expect(download.hasAttribute('download')).toBe(true);

    const auth = screen.getByRole('region', { name: 'Authentication' });
    expect(auth.textContent).toContain(`All calls go to ${window.location.origin}/api/v1.`);
    expect(auth.textContent).toContain('Authorization: Bearer hpms_…');
    expect(within(auth).getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe(
      '/plugins/api',
    );
  });

  it('explains in German how to verify a webhook signature, with an example to copy', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage('de');
    const guide = screen.getByRole('region', { name: 'Webhook-Signaturen prüfen' });
    expect(guide.textContent).toContain(
      'Die Signatur ist ein HMAC-SHA256 über <webhook-id>.<webhook-timestamp>.<body>',
    );
    expect(guide.textContent).toContain('Teil des Geheimnisses nach whsec_');
    expect(guide.textContent).toContain('mehr als 5 Minuten alt');
    const example = within(guide).getByTestId('webhook-example').textContent ?? '';
    expect(example).toContain("createHmac('sha256', key)");
    expect(example).toContain('timingSafeEqual');

    await userEvent.click(within(guide).getByRole('button', { name: 'Beispiel kopieren' }));
    expect(writeText).toHaveBeenLastCalledWith(example);
  });
});
