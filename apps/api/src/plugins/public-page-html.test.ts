import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../db/schema';
import { createHotel, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta name="theme-color" content="#1d4ed8" />
    <title>Hotel PMS</title>
    <script type="module" crossorigin src="/assets/public-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/public-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST = {
  'public.html': { file: 'assets/public-abc.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/features/public-page/pages/public-hotel-page.tsx': {
    file: 'assets/public-hotel-page-2.js',
    imports: ['_react.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card-3.js' },
  'src/locales/de/publicPage.json': { file: 'assets/publicPage-de.js' },
  'src/locales/en/publicPage.json': { file: 'assets/publicPage-en.js' },
};

let t: TestApp;
let dist: string;
let hotelId: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'public-dist-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'public.html'), TEMPLATE);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets', 'public-abc.css'), '.bg-primary{color:red}');
  t = await createTestApp({ webDist: dist });
  const hotel = await createHotel(t.db, await createUser(t.db), {
    name: 'Seehof & Spa',
    symbolCode: 'seehof',
  });
  hotelId = hotel.id;
  await t.db
    .update(hotels)
    .set({
      themeColor: '#0f766e',
      plugins: {
        public_page: {
          disabled: false,
          booking_enabled: true,
          hotel_description: 'Am See. </script><script>alert(1)</script>',
        },
        smoobu: { enabled: false },
      },
    })
    .where(eq(hotels.id, hotel.id));
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const navigate = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the public booking page HTML', () => {
  it('carries the hotel: title, colour, description and its public data, before any script', async () => {
    const page = await navigate('/public/seehof?step=rooms');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Seehof &#38; Spa – Online buchen</title>');
    expect(page.body).toContain('<meta name="theme-color" content="#0f766e"');
    expect(page.body).toContain('--primary-rgb:15 118 110');
    const data = /<script id="public-hotel-data" type="application\/json">(.*?)<\/script>/s.exec(
      page.body,
    );
    expect(JSON.parse(data![1]!)).toMatchObject({
      _id: hotelId,
      name: 'Seehof & Spa',
      public_page: { disabled: false, booking_enabled: true },
    });
    // The stylesheet is in the page: no round trip before the first paint.
    expect(page.body).toContain('<style>.bg-primary{color:red}</style>');
    // Only as a disabled link (never fetched), so the lazy chunks' loader does not fetch it again.
    expect(page.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/public-abc.css" disabled><style>',
    );
    expect(page.body.match(/public-abc\.css/g)).toHaveLength(1);
    // The top of the first screen is painted before any script, the same markup React renders.
    expect(page.body).toContain('<div id="root" data-server-paint>');
    expect(page.body).toContain(
      '<h1 class="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">Seehof &#38; Spa</h1>',
    );
    expect(page.body).toContain('Am See. &#60;/script&#62;');
    // The description cannot close the data block or the meta tag.
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('preloads the first screen modules in the visitor language, not what the page already loads', async () => {
    const german = await navigate('/public/seehof');
    expect(german.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/public-hotel-page-2.js">',
    );
    expect(german.body).toContain('href="/assets/card-3.js"');
    expect(german.body).toContain('href="/assets/publicPage-de.js"');
    expect(german.body).not.toContain('publicPage-en.js');
    expect(german.body.match(/react-1\.js/g)).toHaveLength(1);
    const english = await navigate('/public/SEEHOF', { cookie: 'i18n_redirected=en' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Seehof &#38; Spa – Book online');
    expect(english.body).toContain('href="/assets/publicPage-en.js"');
  });

  it('may be embedded by any website, unlike the staff app', async () => {
    const page = await navigate('/public/seehof');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    const staff = await navigate('/calendar');
    expect(staff.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(staff.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('is sent compressed to browsers that accept it', async () => {
    const page = await navigate('/public/seehof', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Seehof &#38; Spa');
  });

  it('is revalidated: 304 without a body while the page is unchanged', async () => {
    const page = await navigate('/public/seehof', { 'accept-encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const again = await navigate('/public/seehof', {
      'accept-encoding': 'gzip',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    // Another language is another page.
    const english = await navigate('/public/seehof', {
      'accept-encoding': 'gzip',
      'if-none-match': String(page.headers.etag),
      cookie: 'i18n_redirected=en',
    });
    expect(english.statusCode).toBe(200);
  });

  it('answers an unknown hotel with the plain entry, which shows the not-found page', async () => {
    const page = await navigate('/public/nowhere');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Hotel PMS</title>');
    expect(page.body).not.toContain('public-hotel-data');
  });
});
