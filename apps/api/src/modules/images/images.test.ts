import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
