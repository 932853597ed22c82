import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlatformSoap } from '@hotel/shared/contracts/platform-soap';
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

describe('/admin/soap: the account form', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('shows the refusal to keep the stored password for a new address at the password field', async () => {
    const message = 'Please enter the password again for the new address';
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/admin/soap', () => HttpResponse.json(configured)),
      http.put('*/api/admin/soap', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Please check the marked fields',
            issues: [{ path: 'password', message }],
          },
          { status: 400 },
        );
      }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <SoapPage />
      </QueryClientProvider>,
    );
    const endpoint = await screen.findByRole('textbox', { name: 'SOAP endpoint' });
    await userEvent.clear(endpoint);
    await userEvent.type(endpoint, 'https://other.example/soap');
    await userEvent.click(screen.getByTestId('soap-save'));
    expect(await within(screen.getByTestId('soap-password')).findByText(message)).toBeTruthy();
    expect(saved).toEqual([{ endpoint: 'https://other.example/soap', username: 'platform' }]);
  });
});
