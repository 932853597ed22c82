import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@hotel/shared/constants';
import { createTestApp, type TestApp } from '../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <title>Hotel PMS</title>
    <script type="module" crossorigin src="/assets/staff-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'staff-dist-'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const navigate = (url: string, headers: Record<string, string> = {}, method = 'GET' as const) =>
  t.app.inject({ method, url, headers: { accept: 'text/html', ...headers } });

describe('the staff login HTML', () => {
  it('draws the login screen in German before any script', async () => {
    const page = await navigate('/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Anmelden · Hotel PMS</title>');
    expect(page.body).toContain('<div id="root" data-server-paint>');
    expect(page.body).toContain('>Anmelden</h1>');
    expect(page.body).toContain('Willkommen zurück! Melden Sie sich mit Ihrem Konto an.');
    expect(page.body).toContain('>E-Mail</label>');
    expect(page.body).toContain('>Passwort</label>');
    expect(page.body).toContain('href="/login/reset">Passwort vergessen?</a>');
  });

  it('starts the entry scripts after the first paint, by an inline loader the CSP names', async () => {
    const page = await navigate('/login');
    // Nothing in the head fetches a script before the paint.
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('<link rel="modulepreload"');
    const loader = /<script>([^<]+)<\/script>\s*<\/body>/.exec(page.body)?.[1] ?? '';
    expect(loader).toMatch(/^requestAnimationFrame\(/);
    expect(loader).toContain('"/assets/staff-abc.js"');
    expect(loader).toContain('["/assets/react-abc.js"]');
    const hash = createHash('sha256').update(loader).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The rest of the app's policy stays as it is.
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('speaks the language of the locale cookie', async () => {
    const page = await navigate('/login?redirect=%2Fcalendar', {
      cookie: `${LOCALE_COOKIE}=en`,
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('>Log in</h1>');
    expect(page.body).toContain('Welcome back! Log in with your account.');
    expect(page.headers.vary).toContain('Cookie');
  });

  it('answers HEAD and a revalidation without a body', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const again = await navigate('/login', { 'if-none-match': String(head.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never draws it on other staff paths, so a signed-in user sees no login flash', async () => {
    for (const url of ['/calendar', '/login/registration', '/']) {
      const page = await navigate(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('data-server-paint');
      // An empty page loads its scripts at once, under the app's own policy.
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/staff-abc.js">');
      expect(String(page.headers['content-security-policy'])).not.toContain('sha256-');
    }
  });

  it('leaves API clients the JSON 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('application/json');
  });
});
