import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { GuestAuthResponse } from '@hotel/shared/contracts/guest-app';
import { hotels, type HotelSettingRow } from '../../db/schema';
import { guests } from '../../db/schema-bookings';
import { smsOutbox } from '../../db/schema-notifications';
import { createOwnedHotel } from '../../test/factories';
import { createBooking } from '../../test/payment-factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';
import type { TestApp } from '../../test/test-app';

/** Each scene calls from its own address, so the daily cap per address is the test's own. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

/**
 * A hotel with its guest app on, a room type (2 beds, up to 3 adults, 2 kids' places), rooms,
 * and the guest Anna Weber, whose mobile staff typed in German national form, as main guest
 * of a future booking (2031-05-01 to 2031-05-03).
 */
export async function guestAppScene(
  t: TestApp,
  options: {
    mobile?: string;
    setting?: Partial<HotelSettingRow>;
    guest?: Partial<typeof guests.$inferInsert>;
  } = {},
) {
  const owned = await createOwnedHotel(t.app, t.db);
  const setting = { ...owned.hotel.setting, ...options.setting };
  await t.db
    .update(hotels)
    .set({ guestApp: { enabled: true, accent_color: 'amber', template_image: [] }, setting })
    .where(eq(hotels.id, owned.hotel.id));
  const hotel = { ...owned.hotel, setting };
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const rooms = await createRooms(t.db, hotel.id, roomType.id, 4);
  const guest = await createGuest(t.db, hotel.id, {
    firstName: 'Anna',
    lastName: 'Weber',
    mobile: options.mobile ?? '0151 1234 5678',
    ...options.guest,
  });
  const booking = await createBooking(t.app, owned.token, hotel.id, {
    roomType: roomType.id,
    room: rooms[0]!.id,
    mainGuest: guest.id,
  });
  const ip = randomIp();
  const base = `/api/guest_app/${hotel.id}`;

  /** A guest-app call from the scene's address; `token` signs it in. */
  const call = (
    method: Method,
    url: string,
    options: { token?: string; payload?: object; ip?: string; language?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: url.startsWith('/') ? url : `${base}/${url}`,
      remoteAddress: options.ip ?? ip,
      headers: {
        'accept-language': options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  const requestCode = (mobile = '+49 151 12345678', requestIp?: string) =>
    call('GET', `guest_auth?mobile=${encodeURIComponent(mobile)}`, { ip: requestIp });

  /** The newest SMS of the hotel's outbox and the code in it. */
  async function lastSms() {
    const [row] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.hotelId, hotel.id))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    return row ? { ...row, code: /\b(\d{6})\b/.exec(row.text)?.[1] ?? '' } : undefined;
  }

  const verify = (guestId: string, code: string) =>
    call('GET', `guest_verification?guest=${guestId}&code=${code}`);

  /** Signs the guest in through the two real calls and returns the guest token. */
  async function signIn(mobile?: string): Promise<string> {
    const asked = await requestCode(mobile);
    if (asked.statusCode !== 200) throw new Error(`guest_auth failed: ${asked.body}`);
    const { guest: guestId } = asked.json<GuestAuthResponse>();
    const verified = await verify(guestId, (await lastSms())!.code);
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
    return verified.json<{ token: string }>().token;
  }

  return {
    ...owned,
    hotel,
    roomType,
    rooms,
    guest,
    booking,
    ip,
    call,
    requestCode,
    verify,
    lastSms,
    signIn,
  };
}

/** The guest's rows of a hotel with that name (a co-guest the app created). */
export async function guestsNamed(t: TestApp, hotelId: string, lastName: string) {
  return t.db
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.lastName, lastName)));
}
