import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '@hotel/shared/contracts/payment-settings';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { PaymentSettingsPage } from './payment-settings-page';

const server = setupMswServer();

const settings: PaymentSettings = {
  methods: ['cash', 'card'],
  bankDetails: { accountHolder: '', iban: '', bic: '', bankName: '' },
  useOnlinePayments: false,
  provider: { kind: 'local', isLive: false },
};

describe('payment settings page', () => {
  const saved: unknown[] = [];

  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    saved.length = 0;
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    server.use(
      http.get('*/api/hotel/payments', () => HttpResponse.json(settings)),
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.put('*/api/hotel/payments', async ({ request }) => {
        const body = (await request.json()) as Omit<PaymentSettings, 'useOnlinePayments'>;
        saved.push(body);
        return HttpResponse.json({ ...settings, ...body });
      }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <PaymentSettingsPage />
      </QueryClientProvider>,
    );
    await screen.findByTestId('payment-settings-form');
  });

  it('names the connected provider', () => {
    expect(screen.getByTestId('payment-provider').textContent).toBe(
      'Test mode without a payment provider — no real money moves',
    );
  });

  it('requires bank details for transfers, refuses a bad IBAN, then saves the valid one', async () => {
    await userEvent.click(screen.getByText('Bank transfer'));
    await userEvent.click(screen.getByTestId('payment-settings-save'));
    expect(await screen.findByText('Account holder is required for bank transfers')).toBeTruthy();
    expect(screen.getByText('IBAN is required for bank transfers')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Hotel GmbH');
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await userEvent.type(iban, 'DE00 1234 5678');
    await userEvent.click(screen.getByTestId('payment-settings-save'));
    expect(await screen.findByText('This IBAN is not valid')).toBeTruthy();
    expect(saved).toEqual([]);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'de89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByTestId('payment-settings-save'));
    await vi.waitFor(() =>
      expect(saved).toEqual([
        {
          methods: ['cash', 'card', 'bank_transfer'],
          bankDetails: {
            accountHolder: 'Hotel GmbH',
            iban: 'DE89370400440532013000',
            bic: '',
            bankName: '',
          },
        },
      ]),
    );
    // Saved: nothing left to discard.
    await vi.waitFor(() =>
      expect(screen.getByTestId('payment-settings-save').hasAttribute('disabled')).toBe(true),
    );
  });
});
