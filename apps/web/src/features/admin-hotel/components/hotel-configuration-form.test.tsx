import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HotelConfiguration } from '@hotel/shared/contracts/admin-hotel';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { HotelConfigurationForm } from './hotel-configuration-form';

const server = setupMswServer();
const HOTEL_ID = '11111111-1111-4111-8111-111111111111';
const URL = `*/api/admin/hotel/${HOTEL_ID}/configuration`;

const SAVED: HotelConfiguration = {
  features: {
    self_check_in: false,
    guestRegistrationRequired: true,
    useOnlinePayments: false,
    additional_entrance: false,
    nine_digit_additional_entrance: false,
  },
  plugins: {
    public_page: true,
    guest_app: false,
    smoobu: false,
    roomraccoon: false,
    csv_import: false,
  },
};

function renderForm() {
  render(
    <QueryClientProvider client={queryClient}>
      <HotelConfigurationForm hotelId={HOTEL_ID} configuration={SAVED} />
    </QueryClientProvider>,
  );
}

const switchOf = (testId: string) =>
  screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

describe('the configuration form', () => {
  beforeEach(async () => {
    queryClient.clear();
    await changeLanguage('en');
  });

  it('shows the saved switches and saves only what changed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(URL, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          features: { ...SAVED.features, self_check_in: true },
          plugins: { ...SAVED.plugins, public_page: false },
        });
      }),
    );
    renderForm();
    expect(switchOf('config-plugin-public_page').checked).toBe(true);
    expect(switchOf('config-feature-guestRegistrationRequired').checked).toBe(true);
    expect((screen.getByTestId('config-save') as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByText('Self check-in'));
    await user.click(screen.getByText('Public page'));
    await user.click(screen.getByTestId('config-save'));

    await waitFor(() =>
      expect((screen.getByTestId('config-save') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(bodies).toEqual([
      { features: { self_check_in: true }, plugins: { public_page: false } },
    ]);
    expect(switchOf('config-plugin-public_page').checked).toBe(false);
    expect(switchOf('config-feature-self_check_in').checked).toBe(true);
  });

  it('keeps a switch flipped while the save is on its way, unsaved', async () => {
    let answer: () => void = () => {};
    server.use(
      http.put(URL, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...SAVED, plugins: { ...SAVED.plugins, public_page: false } });
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByText('Public page'));
    await user.click(screen.getByTestId('config-save'));
    await user.click(screen.getByText('Guest app'));
    answer();

    await waitFor(() => expect(switchOf('config-plugin-public_page').checked).toBe(false));
    expect(switchOf('config-plugin-guest_app').checked).toBe(true);
    await waitFor(() =>
      expect((screen.getByTestId('config-save') as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("shows the server's refusal in German and keeps the switches as chosen", async () => {
    await changeLanguage('de');
    server.use(
      http.put(URL, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'BAD_REQUEST',
            message: 'Smoobu kann nur mit gespeichertem API-Schlüssel eingeschaltet werden',
          },
          { status: 400 },
        ),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByText('Smoobu'));
    await user.click(screen.getByTestId('config-save'));

    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Smoobu kann nur mit gespeichertem API-Schlüssel eingeschaltet werden',
    );
    expect(switchOf('config-plugin-smoobu').checked).toBe(true);

    // Discard returns to the saved state.
    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(switchOf('config-plugin-smoobu').checked).toBe(false);
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
