import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pms-images-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

function multipartBody(parts: Part[]) {
  const boundary = `----pms${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#d53a3a' } })
    .jpeg()
    .toBuffer();

async function setup() {
  const owner = await createUser(t.db);
  const hotel = await createHotel(t.db, owner);
  const token = await loginAs(t.app, owner);
  const headers = { ...bearer(token, hotel.id), 'accept-language': 'en' };
  const roomType = (
    await t.app.inject({
      method: 'POST',
      url: '/api/room_type',
      headers,
      payload: { name: 'Double', shortCode: 'DZ' },
    })
  ).json();
  return { hotel, token, headers, roomType };
}

async function upload(
  headers: Record<string, string>,
  parts: Part[],
): Promise<ReturnType<TestApp['app']['inject']>> {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/**
 * A decompression bomb: a one-colour 1-bit PNG of `side` × `side` pixels, a few dozen KB on the
 * wire, that decodes to `side`² bytes (16000² = 256 megapixels; sharp's own default bound is 268).
 */
function pngBomb(side = 16000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // grayscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const imagePart = (value: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'image',
  value,
  filename,
  contentType,
});

describe('images', () => {
  it('stores a PNG and a JPEG as resized variants served with immutable caching', async () => {
    const { headers, roomType } = await setup();
    const response = await upload(headers, [
      { name: 'type', value: 'room_type' },
      { name: 'ownerId', value: roomType._id },
      imagePart(await png()),
    ]);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ type: 'room_type', ownerId: roomType._id, position: 0 });
    expect(Object.keys(image.urls)).toEqual(['thumb', 'medium', 'large']);
    // Never enlarged: the 1200 px original stays 1200 px in "large".
    expect(image.width).toBe(1200);

    const thumb = await t.app.inject({ method: 'GET', url: image.urls.thumb });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320 });

    const second = await upload(headers, [
      { name: 'type', value: 'room_type' },
      { name: 'ownerId', value: roomType._id },
      imagePart(await jpeg(), 'photo.JPG', 'image/jpeg'),
    ]);
    expect(second.statusCode).toBe(201);
    expect(second.json().position).toBe(1);

    const withImages = await t.app.inject({
      method: 'GET',
      url: `/api/room_type/${roomType._id}`,
      headers,
    });
    expect(withImages.json().images.map((i: { _id: string }) => i._id)).toEqual([
      image._id,
      second.json()._id,
    ]);
  });

  it('refuses a text file named .png, two files, no file and a foreign room type', async () => {
    const { headers, roomType } = await setup();
    const other = await setup();
    const fields = [
      { name: 'type', value: 'room_type' },
      { name: 'ownerId', value: roomType._id },
    ];
    const text = await upload(headers, [
      ...fields,
      imagePart(Buffer.from('this is not a picture'), 'evil.png'),
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().issues[0]).toMatchObject({
      path: 'image',
      message: 'Only jpg, jpeg and png images are allowed',
    });
    const gif = await upload(headers, [
      ...fields,
      imagePart(
        await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        'pic.png',
      ),
    ]);
    expect(gif.statusCode).toBe(400);

    const two = await upload(headers, [...fields, imagePart(await png()), imagePart(await png())]);
    expect(two.statusCode).toBe(400);
    expect(two.json().issues[0].message).toBe('Please upload exactly one file');
    const none = await upload(headers, fields);
    expect(none.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers,
      payload: { type: 'room_type' },
    });
    expect(json.statusCode).toBe(400);

    const foreign = await upload(headers, [
      { name: 'type', value: 'room_type' },
      { name: 'ownerId', value: other.roomType._id },
      imagePart(await png()),
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].message).toBe('This room type does not exist in this hotel');
    const badType = await upload(headers, [{ name: 'type', value: 'cat' }, imagePart(await png())]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().issues[0].path).toBe('type');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/room_type/${roomType._id}`,
      headers,
    });
    expect(list.json().images).toEqual([]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { headers, roomType } = await setup();
    const response = await upload(headers, [
      { name: 'type', value: 'room_type' },
      { name: 'ownerId', value: roomType._id },
      imagePart(Buffer.alloc(10 * 1024 * 1024 + 10, 1)),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is too large (at most 10 MB)');
  });

  it('reorders, deletes with the files, and keeps hotels and permissions apart', async () => {
    const { hotel, headers, roomType } = await setup();
    const other = await setup();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await upload(headers, [
        { name: 'type', value: 'room_type' },
        { name: 'ownerId', value: roomType._id },
        imagePart(await png(40 + index, 40)),
      ]);
      ids.push(response.json()._id);
    }
    const reversed = [...ids].reverse();
    const ordered = await t.app.inject({
      method: 'PUT',
      url: '/api/upload/image/order',
      headers,
      payload: { type: 'room_type', ownerId: roomType._id, ids: reversed },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().map((image: { _id: string }) => image._id)).toEqual(reversed);
    const incomplete = await t.app.inject({
      method: 'PUT',
      url: '/api/upload/image/order',
      headers,
      payload: { type: 'room_type', ownerId: roomType._id, ids: reversed.slice(1) },
    });
    expect(incomplete.statusCode).toBe(400);

    // Another hotel can neither delete nor reorder these images.
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/image/${ids[0]}`,
      headers: other.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);
    const foreignOrder = await t.app.inject({
      method: 'PUT',
      url: '/api/upload/image/order',
      headers: other.headers,
      payload: { type: 'room_type', ownerId: roomType._id, ids },
    });
    expect(foreignOrder.statusCode).toBe(400);

    const viewer = await createMember(t.db, hotel.id, ['viewBookings']);
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/image/${ids[0]}`,
      headers: { ...bearer(await loginAs(t.app, viewer), hotel.id), 'accept-language': 'en' },
    });
    expect(denied.statusCode).toBe(403);
    const admin = await createUser(t.db, { superAdmin: true });
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/image/${ids[0]}`,
      headers: bearer(await loginAs(t.app, admin), hotel.id),
    });
    expect(byAdmin.statusCode).toBe(204);

    const image = ordered.json().find((entry: { _id: string }) => entry._id === ids[0]);
    expect((await t.app.inject({ method: 'GET', url: image.urls.thumb })).statusCode).toBe(404);
    const remainingFiles = await readdir(path.join(dataDir, 'uploads'));
    expect(remainingFiles.some((file) => file.startsWith(ids[0]!))).toBe(false);

    // Deleting the room type removes its remaining images and files.
    await t.app.inject({ method: 'DELETE', url: `/api/room_type/${roomType._id}`, headers });
    const afterTypeDelete = await readdir(path.join(dataDir, 'uploads'));
    expect(afterTypeDelete.some((file) => ids.some((id) => file.startsWith(id)))).toBe(false);
  });

  it('removes the files of every image when the hotel is deleted', async () => {
    const { hotel, headers, roomType } = await setup();
    const uploaded = await upload(headers, [
      { name: 'type', value: 'room_type' },
      { name: 'ownerId', value: roomType._id },
      imagePart(await png()),
    ]);
    expect(uploaded.statusCode).toBe(201);
    const thumbUrl = uploaded.json().urls.thumb;
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotel.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(404);
    const files = await readdir(path.join(dataDir, 'uploads'));
    expect(files.some((file) => file.startsWith(uploaded.json()._id))).toBe(false);
  });
});

describe('image bombs (issue 11: a 256-megapixel PNG was accepted; four took 10 s and 372 MB)', () => {
  // curl -H "Authorization: Bearer $TOKEN" -H "hotel: $HOTEL" -F type=hotel \
  //   -F image=@bomb-16000.png http://localhost:3000/api/upload/image   → 400, nothing decoded
  it('refuses a 16000 × 16000 PNG by its header, in English and German, and stores nothing', async () => {
    const { headers } = await setup();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const filesBefore = await readdir(dataDir, { recursive: true });
    const english = await upload(headers, [{ name: 'type', value: 'hotel' }, imagePart(bomb)]);
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toEqual([
      {
        path: 'image',
        key: 'validation.imageTooManyPixels',
        message: 'The image is too large: at most 50 megapixels',
        params: { max: 50 },
      },
    ]);
    const german = await upload({ ...headers, 'accept-language': 'de' }, [
      { name: 'type', value: 'hotel' },
      imagePart(bomb),
    ]);
    expect(german.json().issues[0].message).toBe('Das Bild ist zu groß: höchstens 50 Megapixel');
    expect(await readdir(dataDir, { recursive: true })).toEqual(filesBefore);
  });

  it('four bombs in parallel are all refused within seconds (before: 10 s and 372 MB)', async () => {
    const { headers } = await setup();
    const bomb = pngBomb();
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        upload(headers, [{ name: 'type', value: 'hotel' }, imagePart(bomb)]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    // Header checks only; a loaded CI machine still answers far below the decoding time.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('a photo just under the bound is still taken (8000 × 6000, a 48-megapixel phone)', async () => {
    const { headers } = await setup();
    const photo = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(headers, [
      { name: 'type', value: 'hotel' },
      imagePart(photo, 'phone.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1920, height: 1440 });
  });
});
