import { expect, type Page } from '@playwright/test';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-logins';

export const DEMO = {
  owner: DEMO_LOGINS.owner.email,
  member: DEMO_LOGINS.reception.email,
  superAdmin: DEMO_LOGINS.superAdmin.email,
} as const;

/** Signs in through the login form, as a person would, and waits for the staff shell. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/^e-?mail$/i).fill(email);
  await page.getByLabel(/passwort|password/i).fill(password);
  await page.getByRole('button', { name: /anmelden|log in|sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * Eight upper-case letters and digits for names a run creates: five from the clock, three at
 * random, so specs starting in the same millisecond under fullyParallel still differ. Short
 * enough for a room type's short code (a letter + the suffix, at most 10).
 */
export function uniqueSuffix() {
  const time = Date.now().toString(36).slice(-5);
  const random = Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `${time}${random}`.toUpperCase();
}
