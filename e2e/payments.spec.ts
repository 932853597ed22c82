import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { isoDay, seedBookedStay } from './support/api';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';
import { readXlsxRows } from './support/xlsx';

/**
 * Payments (issue 5, items 3–5): a deposit and the rest recorded on a booking until nothing is
 * open, the payments list filtered, reloaded, added up and exported, and the payment settings.
 * The booking is the spec's own (own room type, room and guest), so demo data does not matter.
 */

async function setUpBooking(page: Page) {
  // Two nights at €100: €200 to pay.
  const { booking, guest } = await seedBookedStay(page, {
    name: 'Zahlzimmer',
    roomPrefix: 'P',
    basePrice: 10000,
    guest: ['Paula', 'Zahler'],
    arrival: isoDay(1),
    departure: isoDay(3),
  });
  return { booking, guest };
}

async function recordPayment(page: Page, method: string, amount?: string) {
  await page.getByTestId('record-payment').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Method/ }).click();
  await page.getByRole('option', { name: method }).click();
  if (amount) await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await dialog.getByTestId('record-payment-save').click();
  await expect(dialog).toHaveCount(0);
}

test('a deposit and the rest bring the open amount to zero; the list filters, adds up and exports', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { booking, guest } = await setUpBooking(page);
  const number = String(booking.number);

  await page.goto(`/booking/${booking._id}`);
  await expect(page.getByTestId('payment-open')).toHaveText('€200.00');
  await recordPayment(page, 'Bank transfer', '50');
  await expect(page.getByTestId('payment-paid')).toHaveText('€50.00');
  await expect(page.getByTestId('payment-open')).toHaveText('€150.00');
  // The rest: the dialog offers what is still open.
  await page.getByTestId('record-payment').click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /Amount/ })).toHaveValue(
    '150.00',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await recordPayment(page, 'Card at the desk');
  await expect(page.getByTestId('payment-open')).toHaveText('€0.00');
  await expect(page.getByTestId('payment-paid')).toHaveText('€200.00');
  await expect(page.getByTestId('booking-payment')).toHaveCount(2);
  await expect(page.getByTestId('booking-history')).toContainText('€50.00 (Bank transfer), paid');
  await page.reload();
  await expect(page.getByTestId('payment-open')).toHaveText('€0.00');
  await checkScreen(page, 'payments-booking-desktop-en');
  await page.setViewportSize(VIEWPORTS.phone);
  // The page scrolls inside the shell: bring the panel into the picture.
  await page.getByTestId('payment-balance').scrollIntoViewIfNeeded();
  await checkScreen(page, 'payments-booking-phone-en');
  await page.setViewportSize(VIEWPORTS.desktop);

  // The list: bank transfers that are paid, of this booking; the URL keeps them.
  await page.goto('/payment');
  await page.getByTestId('payment-method-chip-bank_transfer').click();
  await page.getByTestId('payment-status-chip-paid').click();
  await page.getByLabel('Booking number').fill(number);
  await expect(page).toHaveURL(new RegExp(`status=paid&method=bank_transfer.*booking=${number}`));
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('payment-method-chip-bank_transfer')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('payment-status-chip-paid')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Booking number')).toHaveValue(number);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(guest.lastName);
  await expect(rows.first()).toContainText('€50.00');
  await expect(page.getByTestId('payment-total-all')).toHaveText('1 payment');
  await expect(page.getByTestId('payment-total-paid')).toHaveText('Paid: €50.00');
  await expect(page.getByTestId('payment-total-method-bank_transfer')).toContainText('€50.00');
  await expect(page.getByTestId('payment-total-method-card')).toHaveCount(0);

  // Without the method filter both payments of the booking add up to the price.
  await page.getByTestId('payment-method-chip-bank_transfer').click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('payment-total-all')).toHaveText('2 payments');
  await expect(page.getByTestId('payment-total-paid')).toHaveText('Paid: €200.00');
  await expect(page.getByTestId('payment-total-method-card')).toContainText('€150.00');
  await page.getByTestId('payment-method-chip-bank_transfer').click();
  await expect(rows).toHaveCount(1);

  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('payments-export-csv').click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = await readFile(await csv.path(), 'utf8');
  const csvLines = csvText.trim().split(/\r?\n/);
  expect(csvLines).toHaveLength(2);
  expect(csvLines[1]).toContain(guest.lastName);
  expect(csvLines[1]).toContain('Bank transfer');
  expect(csvLines[1]).not.toContain('Card at the desk');

  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('payments-export-xlsx').click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheetRows = await readXlsxRows(await xlsx.path());
  expect(sheetRows).toHaveLength(2);
  const cells = sheetRows[1]!;
  expect(cells.map(String)).toContain(number);
  expect(cells).toContain(`Paula ${guest.lastName}`);
  expect(cells).toContain('Bank transfer');
  // The amount is a number in the currency's major unit, so a spreadsheet can add it up.
  expect(cells).toContain(50);

  await checkScreen(page, 'payments-list-desktop-en');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/payment');
  await page.getByTestId('payment-total-all').scrollIntoViewIfNeeded();
  await checkScreen(page, 'payments-list-phone-en');

  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner, { path: `/payment?booking=${number}` });
  await expect(page.getByTestId('payment-row')).toHaveCount(2);
  await checkScreen(page, 'payments-list-desktop-de');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/payment');
  await page.getByTestId('payment-card').first().scrollIntoViewIfNeeded();
  await checkScreen(page, 'payments-list-phone-de');
  await page.goto(`/booking/${booking._id}`);
  await expect(page.getByTestId('payment-open')).toHaveText('0,00 €');
  await page.getByTestId('payment-balance').scrollIntoViewIfNeeded();
  await checkScreen(page, 'payments-booking-phone-de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await checkScreen(page, 'payments-booking-desktop-de');
});

test('payment settings: a bad IBAN is refused with a translated error, a valid one is kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner, { path: '/settings/payments' });
  await expect(page.getByTestId('payment-provider')).toHaveText(
    'Testmodus ohne Zahlungsanbieter – es fließt kein echtes Geld',
  );
  await checkScreen(page, 'payment-settings-desktop-de');

  const holder = page.getByRole('textbox', { name: /Kontoinhaber/ });
  const iban = page.getByRole('textbox', { name: /IBAN/ });
  await holder.fill('Hotel Alpenblick GmbH');
  await iban.fill('DE00 1234 5678');
  await page.getByTestId('payment-settings-save').click();
  await expect(page.getByText('Diese IBAN ist ungültig')).toBeVisible();

  await iban.fill('GB82 WEST 1234 5698 7654 32');
  await page.getByTestId('payment-method-online').click();
  await page.getByTestId('payment-settings-save').click();
  await expect(page.getByText('Zahlungseinstellungen gespeichert')).toBeVisible();
  await page.reload();
  await expect(iban).toHaveValue('GB82WEST12345698765432');
  await expect(holder).toHaveValue('Hotel Alpenblick GmbH');
  await expect(page.getByTestId('payment-method-online').getByRole('checkbox')).toBeChecked();

  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, 'payment-settings-phone-de');
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner, { path: '/settings/payments' });
  // Switching every method off is refused, and Discard brings the saved choice back.
  for (const method of ['cash', 'card', 'bank_transfer', 'online']) {
    await page.getByTestId(`payment-method-${method}`).click();
  }
  await page.getByTestId('payment-settings-save').click();
  await expect(page.getByText('Please accept at least one payment method')).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('payment-method-cash').getByRole('checkbox')).toBeChecked();
  await checkScreen(page, 'payment-settings-desktop-en');
  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, 'payment-settings-phone-en');
});
