import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOwnedHotel } from '../test/factories';
import { createRooms, createRoomType } from '../test/reservation-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('takes the highest q-value, brotli on a tie, and identity when nothing else is allowed', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, identity')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity;q=0, *;q=0')).toBe('identity');
    expect(negotiateEncoding('identity;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('br;q=x, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.1')).toBe('gzip');
  });
});

let t: TestApp;
let dist: string;
let headers: Record<string, string>;
const script = `export const rooms = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `room ${i}`))};`;

beforeAll(async () => {
  // A build with a script and its precompressed copies, as apps/web/vite.config.ts writes them.
  dist = await mkdtemp(path.join(tmpdir(), 'compression-dist-'));
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-1.js'), script);
  await writeFile(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'app-1.js.gz'), gzipSync(script));
  t = await createTestApp({ webDist: dist });
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  headers = bearer(token, hotel.id);
  // Enough room types for a list of several KB.
  const names = ['Single', 'Double', 'Twin', 'Suite', 'Family', 'Studio'];
  for (const [floor, name] of names.entries()) {
    const roomType = await createRoomType(t.db, hotel.id, { name: `${name} room with a view` });
    await createRooms(t.db, hotel.id, roomType.id, 2, 100 * (floor + 1) + 1);
  }
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const getRoomTypes = (extra: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: '/api/room_type', headers: { ...headers, ...extra } });

describe('compression of API answers', () => {
  it('sends a JSON answer above the threshold in the coding the client prefers', async () => {
    const plain = await getRoomTypes();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const brotli = await getRoomTypes({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await getRoomTypes({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await getRoomTypes({ 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('keeps the ETag of the content, weak once compressed, and answers 304 to either', async () => {
    const plain = await getRoomTypes();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const brotli = await getRoomTypes({ 'accept-encoding': 'br' });
    expect(brotli.headers.etag).toBe(`W/${etag}`);
    const revalidated = await getRoomTypes({
      'accept-encoding': 'br',
      'if-none-match': `W/${etag}`,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    // The same validator and Vary as the 200 it stands for.
    expect(revalidated.headers.etag).toBe(`W/${etag}`);
    expect(revalidated.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves small answers, HEAD and errors below the threshold as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary ?? '').not.toMatch(/accept-encoding/i);

    const head = await getRoomTypes({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/room_type/00000000-0000-4000-8000-000000000000',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().statusCode).toBe(404);
  });
});

describe('built assets', () => {
  it('serves the precompressed copy once, never encoded twice, with Vary and immutable caching', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('revalidates the app HTML instead of caching it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/calendar',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/calendar',
      headers: { accept: 'text/html', 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
