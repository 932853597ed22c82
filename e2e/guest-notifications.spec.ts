import { expect, test, type Page } from '@playwright/test';
import { api, isoDay, seedBookedStay } from './support/api';
import { DEMO, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, checkScreen, closeToast, startInLanguage } from './support/screens';

/**
 * Guest notifications (issue 12): the owner edits the German and English check-in texts and sees
 * them in the preview, confirms a booking, and the message sent for it is the one kept in test
 * mode, with the edited text, shown as delivered on the booking; a guest without an email address
 * gets "no email address" as the reason. Assumes the quick start's test mode for email (no SMTP).
 */

/** Writes a text into one template field of the open message and language. */
async function writeTemplate(page: Page, language: 'de' | 'en', label: string, text: string) {
  await page.getByTestId(`template-language-${language}`).click();
  const field = page.getByRole('tabpanel').getByRole('textbox', { name: label, exact: true });
  await field.fill(text);
}

async function openCheckInTemplates(page: Page) {
  await page.goto('/settings/guest_notifications');
  await page.getByTestId('template-message').getByRole('button').click();
  await page.getByRole('option', { name: 'Check-in information' }).click();
}

test('edited check-in texts are previewed, sent on confirmation and kept in test mode', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const marker = uniqueSuffix();

  await openCheckInTemplates(page);
  await writeTemplate(page, 'de', 'Email text', `Willkommen {{ guest_name }} ${marker}-de`);
  await expect(page.getByTestId('preview-body')).toContainText(`${marker}-de`);
  await expect(page.getByTestId('preview-booking')).toContainText(
    /Preview with (booking #\d+|sample data)/,
  );
  await writeTemplate(page, 'en', 'Email text', `Welcome {{ guest_name }} ${marker}-en`);
  await expect(page.getByTestId('preview-body')).toContainText(`${marker}-en`);
  await page.getByTestId('notification-settings-save').click();
  await expect(page.getByTestId('notification-settings-save')).toBeDisabled();

  // Confirmed now and arriving within the hours in advance: the check-in information is due at once.
  const { booking, guest } = await seedBookedStay(page, {
    name: 'Nachrichtenzimmer',
    roomPrefix: 'N',
    basePrice: 10000,
    guest: ['Maria', 'Muster'],
    arrival: isoDay(0),
    departure: isoDay(2),
  });
  await page.goto(`/booking/${booking._id}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/confirmed|checked in/);

  // Or sent by hand, so the test does not depend on the hour it runs at.
  await page.getByTestId('send-message').click();
  await page.getByRole('dialog').getByTestId('send-message-confirm').click();
  const checkIn = page.getByTestId('booking-message').filter({ hasText: 'Check-in information' });
  await expect(checkIn.first().getByTestId('message-status')).toHaveText('delivered', {
    timeout: 30_000,
  });

  await page.goto('/settings/guest_notifications');
  const kept = page
    .getByTestId('test-mode-message')
    .filter({ hasText: guest.lastName.slice('Muster'.length).toLowerCase() })
    .filter({ hasText: 'Check-in information' })
    .first();
  await kept.locator('summary').click();
  // The guest has no language of their own: the hotel's default (German) text.
  await expect(kept.getByTestId('test-mode-text')).toContainText(`${marker}-de`);
});

test('a guest without an email address shows "no email address" as the reason', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  // The demo's stay from a portal through Smoobu: its guest left only a phone number.
  const { items } = await api<{ items: { _id: string }[] }>(
    page,
    'get',
    '/api/booking?externalSource=smoobu&externalId=HMXK2P9Q',
  );
  await page.goto(`/booking/${items[0]!._id}`);
  await page.getByTestId('send-message').click();
  await page.getByRole('dialog').getByTestId('send-message-confirm').click();
  const sent = page.getByTestId('booking-message').first();
  await expect(sent.getByTestId('message-status')).toHaveText('not sent');
  await expect(sent.getByTestId('message-reason')).toHaveText('Not delivered: no email address');
  // The desk hears why at once, not a cheerful "sent"; closed before the picture (axe would
  // read a toast still fading in as low contrast).
  await closeToast(page, 'Not sent: no email address');
  await checkScreen(page, 'booking-messages-no-email-desktop-en');
});

for (const language of ['de', 'en'] as const) {
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`the guest message settings pass axe in ${language} on ${viewport}`, async ({
      page,
      baseURL,
    }) => {
      // Two full-page pictures and axe passes: more than the default on a busy machine.
      test.setTimeout(60_000);
      await startInLanguage(page, baseURL!, language);
      await page.setViewportSize(VIEWPORTS[viewport]);
      await signIn(page, DEMO.owner, { path: '/settings/guest_notifications' });
      await expect(page.getByTestId('template-preview')).toBeVisible();
      await checkScreen(page, `guest-notifications-${language}-${viewport}`);
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('bell-panel')).toBeVisible();
      await checkScreen(page, `notifications-bell-${language}-${viewport}`);
    });
  }
}
