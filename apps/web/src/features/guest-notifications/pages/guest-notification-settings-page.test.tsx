import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  MessageTemplate,
  NotificationSettingsResponse,
} from '@hotel/shared/contracts/guest-notifications';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { GuestNotificationSettingsPage } from './guest-notification-settings-page';

const server = setupMswServer();

function template(text: string): MessageTemplate {
  return { subject: `${text} {{ booking_number }}`, body: `Hello {{ guest_name }}`, sms: text };
}

function makeSettings(): NotificationSettingsResponse {
  const pair = (text: string) => ({ de: template(`${text} de`), en: template(`${text} en`) });
  return {
    languages: ['de', 'en'],
    emailEnabled: true,
    smsEnabled: false,
    hoursInAdvance: 24,
    sendResetCode: true,
    allowedCountries: ['DE', 'AT'],
    smsSender: 'Alpenblick',
    templates: {
      booking_confirmed: pair('Confirmed'),
      check_in: pair('Check-in'),
      access_code_reset: pair('Code'),
      booking_canceled: pair('Canceled'),
    },
    gateways: { email: 'outbox', sms: 'seven' },
    smsCredentials: { configured: true, last4: '1234', accountSid: null },
    smsWebhookUrl: 'https://pms.example/api/webhooks/sms/seven/hotel-1',
  };
}

/** A tiny stand-in for the server's renderer: strict, like the real one. */
function render_(text: string) {
  const unknown = /\{\{\s*(\w+)\s*\}\}/.exec(
    text.replace(/\{\{\s*(guest_name|booking_number)\s*\}\}/g, ''),
  );
  if (unknown) return { error: unknown[1] };
  return {
    text: text
      .replace(/\{\{\s*guest_name\s*\}\}/g, 'Maria Muster')
      .replace(/\{\{\s*booking_number\s*\}\}/g, '87'),
  };
}

describe('guest notification settings page', () => {
  const saved: unknown[] = [];
  const previews: unknown[] = [];

  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    saved.length = 0;
    previews.length = 0;
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
    const settings = makeSettings();
    server.use(
      http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
      http.get('*/api/settings/notifications', () => HttpResponse.json(settings)),
      http.get('*/api/settings/notifications/outbox', () =>
        HttpResponse.json({
          items: [
            {
              _id: 'o1',
              gateway: 'email',
              message: 'check_in',
              recipient: 'maria@example.com',
              subject: 'Your check-in',
              body: 'Room 101, code 4711',
              createdAt: '2026-11-20T09:00:00.000Z',
              sentAt: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
      ),
      http.post('*/api/settings/notifications/preview', async ({ request }) => {
        const body = (await request.json()) as { template: MessageTemplate };
        previews.push(body);
        const fields = ['subject', 'body', 'sms'] as const;
        const rendered = fields.map((field) => [field, render_(body.template[field])] as const);
        const bad = rendered.find(([, result]) => 'error' in result);
        if (bad) {
          return HttpResponse.json(
            {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Please check the highlighted fields',
              issues: [
                { path: `template.${bad[0]}`, message: `Unknown variable: ${bad[1].error}` },
              ],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          ...Object.fromEntries(rendered.map(([field, result]) => [field, result.text])),
          bookingNumber: 87,
        });
      }),
      http.put('*/api/settings/notifications', async ({ request }) => {
        const body = (await request.json()) as object;
        saved.push(body);
        return HttpResponse.json({ ...settings, ...body });
      }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <GuestNotificationSettingsPage />
      </QueryClientProvider>,
    );
    await screen.findByTestId('notification-settings-form');
  });

  it('says which service each channel uses, and never shows a secret', () => {
    expect(screen.getByTestId('emailEnabled-service').textContent).toBe(
      'Test mode: emails are kept in the app and not sent.',
    );
    expect(screen.getByTestId('smsEnabled-service').textContent).toBe('Sent through seven.io.');
    expect(screen.getByText('Configured, ends with …1234. Leave empty to keep it.')).toBeTruthy();
    expect(screen.getByTestId('sms-webhook-url').textContent).toBe(
      'https://pms.example/api/webhooks/sms/seven/hotel-1',
    );
    expect(screen.getByTestId('hours-in-advance-explained').textContent).toContain(
      'Sending it sets the booking to Checked in.',
    );
  });

  it('previews the unsaved check-in text with a real booking', async () => {
    const preview = screen.getByTestId('template-preview');
    expect(await within(preview).findByText('Preview with booking #87')).toBeTruthy();
    expect(within(preview).getByTestId('preview-subject').textContent).toBe('Check-in de 87');

    const body = screen.getByRole('textbox', { name: 'Email text' });
    await userEvent.clear(body);
    await userEvent.type(body, 'Welcome ');
    await userEvent.click(screen.getByTestId('variable-guest_name'));
    expect((body as HTMLTextAreaElement).value).toBe('Welcome {{ guest_name }}');
    await vi.waitFor(() =>
      expect(within(preview).getByTestId('preview-body').textContent).toBe('Welcome Maria Muster'),
    );
  });

  it('shows the server’s refusal of an unknown variable on the field, then saves the fixed text', async () => {
    const sms = screen.getByRole('textbox', { name: 'SMS text' });
    await userEvent.clear(sms);
    await userEvent.type(sms, 'Code {{{{ code }}');
    expect(await screen.findByText('Unknown variable: code')).toBeTruthy();

    await userEvent.clear(sms);
    await userEvent.type(sms, 'Hi {{{{ guest_name }}, welcome to Alpenblick!');
    await vi.waitFor(() => expect(screen.queryByText('Unknown variable: code')).toBeNull());
    // The braces are GSM extension characters: two each.
    const counter = screen.getAllByTestId('sms-counter')[0]!;
    expect(counter.textContent).toBe('47 characters · 1 SMS · GSM-7');
    expect(
      screen.getByRole('textbox', { name: 'SMS text' }).getAttribute('aria-describedby'),
    ).toContain(counter.id);

    await userEvent.click(screen.getByTestId('notification-settings-save'));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      hoursInAdvance: 24,
      allowedCountries: ['DE', 'AT'],
      templates: { check_in: { de: { sms: 'Hi {{ guest_name }}, welcome to Alpenblick!' } } },
    });
  });

  it('refuses hours outside 1 to 336 and a bad country code before sending', async () => {
    const hours = screen.getByRole('textbox', { name: /Hours before check-in/ });
    await userEvent.clear(hours);
    await userEvent.type(hours, '400');
    const countries = screen.getByRole('textbox', { name: /SMS allowed/ });
    await userEvent.type(countries, ', Germany');
    await userEvent.click(screen.getByTestId('notification-settings-save'));
    expect(
      await screen.findByText('Please enter a whole number of hours from 1 to 336'),
    ).toBeTruthy();
    expect(screen.getByText('Please use two-letter country codes such as DE')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('opens the refused template of another message and language on save', async () => {
    server.use(
      http.put('*/api/settings/notifications', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Please check the highlighted fields',
            issues: [
              { path: 'templates.booking_canceled.en.body', message: 'Unknown variable: refund' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const hours = screen.getByRole('textbox', { name: /Hours before check-in/ });
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(screen.getByTestId('notification-settings-save'));
    expect(await screen.findByText('Unknown variable: refund')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('template-message').textContent).toContain('Cancellation');
    expect(screen.getByRole('textbox', { name: 'Email text' })).toHaveProperty(
      'value',
      'Hello {{ guest_name }}',
    );
  });

  it('lists the messages kept in test mode with their text', async () => {
    const item = await screen.findByTestId('test-mode-message');
    expect(item.textContent).toContain('Check-in information · maria@example.com');
    expect(within(item).getByTestId('test-mode-text').textContent).toBe('Room 101, code 4711');
  });
});
