import { randomUUID } from 'node:crypto';
import { startOfMonth } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHotelListResponseSchema,
  type AdminHotelListItem,
} from '@hotel/shared/contracts/admin-hotels';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import type { Db } from '../../db/client';
import { hotels, memberships } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { channelSyncErrors } from '../../db/schema-channels';
import { bookingAccess } from '../../db/schema-locks';
import { apiKeys } from '../../db/schema-platform';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  bearerEn,
  createHotel,
  createMember,
  createUser,
  loginAs,
} from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, await createUser(t.db, { superAdmin: true }));
});
afterAll(() => t.close());

function list(query: Record<string, string | number>, token = adminToken) {
  return t.app.inject({
    method: 'GET',
    url: '/api/admin/hotel',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: bearerEn(token),
  });
}

async function itemsOf(query: Record<string, string | number>): Promise<AdminHotelListItem[]> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return adminHotelListResponseSchema.parse(response.json()).items;
}

/** A hotel named `<tag> <name>` with an owner of the given first name. */
async function hotelOf(tag: string, name: string, ownerFirstName = 'Olga') {
  const owner = await createUser(t.db, { firstName: ownerFirstName });
  const hotel = await createHotel(t.db, owner, { name: `${tag} ${name}` });
  return { owner, hotel };
}

let bookingNumber = 1;
async function insertBooking(db: Db, hotelId: string, createdAt: Date) {
  const roomType = await createRoomType(db, hotelId);
  const [booking] = await db
    .insert(bookings)
    .values({
      hotelId,
      number: bookingNumber++,
      roomTypeId: roomType.id,
      arrival: '2031-05-01',
      departure: '2031-05-03',
      price: 10000,
      computedPrice: 10000,
      accessCode: '123456',
      createdAt,
    })
    .returning();
  return booking!;
}

describe('GET /api/admin/hotel', () => {
  it('is for super admins only: 401 without a token, 403 for an owner and a member', async () => {
    const { owner, hotel } = await hotelOf(randomUUID(), 'Guarded');
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageHotel']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/hotel' })).statusCode).toBe(401);
    const asOwner = await list({}, await loginAs(t.app, owner));
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe("You don't have permission to access this page");
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/hotel',
      headers: bearer(await loginAs(t.app, member)),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Sie haben keine Berechtigung, diese Seite aufzurufen');
  });

  it('lists hotels by name with the first owner, owner and room counts', async () => {
    const tag = randomUUID().slice(0, 8);
    const { hotel: berg, owner } = await hotelOf(tag, 'Berghof', 'Anna');
    const { hotel: alm } = await hotelOf(tag, 'Almhütte');
    const second = await createUser(t.db, { firstName: 'Bernd' });
    await t.db.insert(memberships).values({ userId: second.id, hotelId: berg.id, role: 'owner' });
    const roomType = await createRoomType(t.db, berg.id);
    await createRooms(t.db, berg.id, roomType.id, 3);

    const items = await itemsOf({ filter: tag });
    expect(items.map((item) => item._id)).toEqual([alm.id, berg.id]);
    expect(items[1]).toMatchObject({
      name: `${tag} Berghof`,
      symbol_code: berg.symbolCode,
      owner: { name: 'Anna User', email: owner.email },
      ownerCount: 2,
      roomCount: 3,
      bookingsThisMonth: 0,
      plugins: [],
      failedLockSyncs: 0,
    });
    expect(items[0]).toMatchObject({ ownerCount: 1, roomCount: 0 });
  });

  it('filters by name, symbol code, owner email and owner name, and pages', async () => {
    const tag = randomUUID().slice(0, 8);
    const { hotel: one, owner } = await hotelOf(tag, 'Seeblick', `Zora${tag}`);
    const { hotel: two } = await hotelOf(tag, 'Talblick');
    const { hotel: three } = await hotelOf(tag, 'Waldblick');

    expect((await itemsOf({ filter: `${tag} see` })).map((item) => item._id)).toEqual([one.id]);
    expect((await itemsOf({ filter: two.symbolCode })).map((item) => item._id)).toEqual([two.id]);
    expect((await itemsOf({ filter: owner.email.toUpperCase() })).map((item) => item._id)).toEqual([
      one.id,
    ]);
    expect((await itemsOf({ filter: `zora${tag} user` })).map((item) => item._id)).toEqual([
      one.id,
    ]);
    // LIKE wildcards are taken literally.
    expect(await itemsOf({ filter: `${tag}%blick` })).toEqual([]);

    const page2 = await list({ filter: tag, page: 2, limit: 2 });
    expect(page2.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.json().items.map((item: AdminHotelListItem) => item._id)).toEqual([three.id]);
  });

  it('shows enabled plugins and each integration state', async () => {
    const tag = randomUUID().slice(0, 8);
    const { hotel } = await hotelOf(tag, 'Plugged');
    await t.db
      .update(hotels)
      .set({
        plugins: {
          public_page: { disabled: false },
          smoobu: { enabled: true },
          // Stored by the RoomRaccoon plugin next to the typed sections.
          ...{ roomraccoon: { enabled: false } },
        },
        guestApp: { enabled: true, accent_color: 'amber', template_image: [] },
        csvImport: { method: 'smb', smb_share: '//nas/pms', file_path: 'bookings.csv' },
      })
      .where(eq(hotels.id, hotel.id));
    await t.db
      .insert(apiKeys)
      .values({ hotelId: hotel.id, name: 'PMS', prefix: 'abc', keyHash: randomUUID() });
    await t.db
      .insert(channelSyncErrors)
      .values({ hotelId: hotel.id, channel: 'smoobu', message: 'Unknown apartment' });

    const [item] = await itemsOf({ filter: tag });
    expect(item!.plugins).toEqual(['public_page', 'guest_app', 'smoobu', 'csv_import', 'api']);
    expect(item!.integrations).toEqual([
      { key: 'smoobu', state: 'errors' },
      { key: 'roomraccoon', state: 'not_connected' },
      { key: 'csv_import', state: 'connected' },
      { key: 'api', state: 'connected' },
    ]);
  });

  it('keeps only hotels with channel errors or failed door access for `problem`', async () => {
    const tag = randomUUID().slice(0, 8);
    const { hotel: broken } = await hotelOf(tag, 'Channel errors');
    const { hotel: quiet } = await hotelOf(tag, 'Channel fine');
    const { hotel: off } = await hotelOf(tag, 'Channel off');
    const { hotel: locked } = await hotelOf(tag, 'Locks down');
    for (const hotel of [broken, quiet]) {
      await t.db
        .update(hotels)
        .set({ plugins: { public_page: {}, smoobu: { enabled: true } } })
        .where(eq(hotels.id, hotel.id));
    }
    // An error of a switched-off channel or of two days ago marks nothing.
    await t.db.insert(channelSyncErrors).values([
      { hotelId: broken.id, channel: 'smoobu', message: 'Rate limited' },
      { hotelId: off.id, channel: 'smoobu', message: 'Rate limited' },
      {
        hotelId: quiet.id,
        channel: 'smoobu',
        message: 'Old',
        createdAt: new Date(Date.now() - 48 * 3600 * 1000),
      },
    ]);
    const booking = await insertBooking(t.db, locked.id, new Date());
    await t.db
      .insert(bookingAccess)
      .values({ bookingId: booking.id, hotelId: locked.id, syncStatus: 'failed' });

    expect((await itemsOf({ filter: tag, problem: 'channels' })).map((i) => i._id)).toEqual([
      broken.id,
    ]);
    const lockItems = await itemsOf({ filter: tag, problem: 'locks' });
    expect(lockItems.map((i) => i._id)).toEqual([locked.id]);
    expect(lockItems[0]!.failedLockSyncs).toBe(1);
    expect((await itemsOf({ filter: tag })).length).toBe(4);

    const bad = await list({ problem: 'printers' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'problem', key: 'validation.invalid' });
  });

  it("counts bookings created since the first of the month in the hotel's time zone", async () => {
    const tag = randomUUID().slice(0, 8);
    const { hotel } = await hotelOf(tag, 'Auckland');
    const timeZone = 'Pacific/Auckland';
    await t.db
      .update(hotels)
      .set({ setting: { ...DEFAULT_HOTEL_SETTING, timeZone } })
      .where(eq(hotels.id, hotel.id));
    const monthStart = startOfMonth(new TZDate(Date.now(), timeZone)).getTime();
    const minute = 60 * 1000;
    await insertBooking(t.db, hotel.id, new Date(monthStart - minute));
    await insertBooking(t.db, hotel.id, new Date(monthStart + minute));
    await insertBooking(t.db, hotel.id, new Date());

    const [item] = await itemsOf({ filter: tag });
    expect(item!.bookingsThisMonth).toBe(2);
  });

  it('refuses unbounded or malformed queries with translated issues', async () => {
    const tooLong = await list({ filter: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].message).toBe('Please use at most 200 characters');
    expect((await list({ limit: 101 })).statusCode).toBe(400);
    expect((await list({ page: 0 })).statusCode).toBe(400);
    expect((await list({ page: 'two' })).statusCode).toBe(400);
  });
});
