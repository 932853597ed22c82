import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  owner: 'inhaber@hotel-alpenblick.de',
  member: 'rezeption@hotel-alpenblick.de',
  superAdmin: 'admin@hotel-pms.local',
} as const;

/** Signs in through the login form, as a person would, and waits for the staff shell. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/passwort|password/i).fill(password);
  await page.getByRole('button', { name: /anmelden|log in|sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
