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

/**
 * Signs in through the API and opens `path` (the dashboard unless told): what the login form
 * leaves behind (the token as cookie and in localStorage, the hotel the app picks), in one call
 * instead of a form round trip. For every test whose subject is not signing in; auth.spec.ts and
 * the invited employee's first login in team.spec.ts keep the form.
 */
export async function signIn(
  page: Page,
  email: string,
  options: { password?: string; path?: string } = {},
) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: options.password ?? DEMO_PASSWORD },
  });
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page
    .context()
    .addCookies([{ name: 'token', value: token, url: new URL('/', response.url()).href }]);
  await page.goto(options.path ?? '/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  // Signed in once the app has loaded the session and picked the hotel (the form's landing on the
  // dashboard waited for the same); the first page of a browser is the slowest to get there.
  await page.waitForFunction(() => localStorage.getItem('hotel') !== null, undefined, {
    timeout: 30_000,
  });
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
