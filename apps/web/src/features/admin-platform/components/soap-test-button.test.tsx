import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlatformSoap, PlatformSoapTest } from '@hotel/shared/contracts/platform-soap';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { SoapPage } from '../pages/soap-page';

const server = setupMswServer();

const configured: PlatformSoap = {
  endpoint: 'https://bw.example/soap',
  username: 'platform',
  password: { configured: true },
  hotelsUsing: 3,
};

function renderPage(soap: PlatformSoap, answers: (() => Response)[]) {
  let calls = 0;
  server.use(
    http.get('*/api/admin/soap', () => HttpResponse.json(soap)),
    http.post('*/api/admin/soap/test', () => answers[Math.min(calls++, answers.length - 1)]!()),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SoapPage />
    </QueryClientProvider>,
  );
  return { calls: () => calls };
}

const answer = (body: PlatformSoapTest) => () => HttpResponse.json(body);

describe('/admin/soap: test connection', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('shows the service’s answer, then the reason of a failed test, in a live region', async () => {
    renderPage(configured, [
      answer({ ok: true, answer: 'The service answered: 12 lock(s) found' }),
      answer({ ok: false, error: 'The service refused the username or password' }),
    ]);
    expect(
      await screen.findByText('3 hotels open their doors through this account right now.'),
    ).toBeTruthy();
    expect(screen.getByTestId('soap-password-state').textContent).toBe('Stored');
    const result = screen.getByTestId('soap-test-result');
    expect(result.getAttribute('aria-live')).toBe('polite');

    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The service answered: 12 lock(s) found')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The service refused the username or password')).toBeTruthy();
    expect(result.textContent).not.toContain('12 lock(s)');
  });

  it('shows a refused test call’s message (409) as the server sent it', async () => {
    renderPage(configured, [
      () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Enter the endpoint and the password of the SOAP service first',
          },
          { status: 409 },
        ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText('Enter the endpoint and the password of the SOAP service first'),
    ).toBeTruthy();
  });

  it('keeps the test off while no account is stored', async () => {
    const { calls } = renderPage(
      { endpoint: '', username: '', password: { configured: false }, hotelsUsing: 0 },
      [answer({ ok: true, answer: 'never' })],
    );
    const button = await screen.findByRole('button', { name: 'Test connection' });
    expect(button.hasAttribute('disabled') || button.hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByText('Save an endpoint and a password first.')).toBeTruthy();
    expect(screen.getByTestId('soap-password-state').textContent).toBe('Not stored');
    await userEvent.click(button);
    expect(calls()).toBe(0);
  });
});
