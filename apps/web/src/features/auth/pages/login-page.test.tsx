import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { LoginPage } from '@/features/auth/pages/login-page';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();

function renderLoginPage() {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], {
    initialEntries: ['/login'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('login page', () => {
  beforeEach(() => changeLanguage('de'));

  it("shows the server's message when the password is wrong", async () => {
    let language: string | null = null;
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json(
          {
            statusCode: 401,
            code: 'INVALID_CREDENTIALS',
            message: 'Falscher Benutzername oder falsches Passwort',
          },
          { status: 401 },
        );
      }),
    );
    renderLoginPage();
    await userEvent.type(screen.getByLabelText(/E-Mail/), 'inhaber@hotel-alpenblick.de');
    await userEvent.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Falscher Benutzername oder falsches Passwort');
    expect(language).toBe('de');
  });

  it('validates with the shared schema before calling the server', async () => {
    renderLoginPage();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Passwort ist erforderlich')).toBeTruthy();
  });
});
