import { eq } from 'drizzle-orm';
import { hotels } from '../db/schema';
import { guests } from '../db/schema-bookings';
import { signGuestToken } from '../lib/tokens';
import { bearerEn } from './factories';
import { createBooking } from './payment-factories';
import { createBookingScene, createGuest } from './reservation-factories';
import { testConfig, type TestApp } from './test-app';

export const guestToken = (hotelId: string, guestId: string) =>
  signGuestToken({ hotelId, guestId }, testConfig().jwtSecret);

/**
 * A hotel that offers self check-in (and asks foreign guests for the registration form unless
 * told otherwise), with one booking (2031-05-01 to 05-03, room assigned) whose main guest has
 * no nationality yet, and calls as that guest (`step`) and as the owner (`call`). Its guest app
 * is switched on unless `guestApp` is false.
 */
export async function selfCheckInScene(
  t: TestApp,
  options: { registrationRequired?: boolean; selfCheckIn?: boolean; guestApp?: boolean } = {},
) {
  const scene = await createBookingScene(t, { guest: { firstName: 'Emily', lastName: 'Clarke' } });
  await t.db
    .update(hotels)
    .set({
      guestApp: { enabled: options.guestApp ?? true, accent_color: 'amber', template_image: [] },
      setting: {
        ...scene.hotel.setting,
        self_check_in: options.selfCheckIn ?? true,
        guestRegistrationRequired: options.registrationRequired ?? true,
      },
    })
    .where(eq(hotels.id, scene.hotel.id));
  const booking = await createBooking(t.app, scene.token, scene.hotel.id, {
    roomType: scene.roomType.id,
    room: scene.rooms[0]!.id,
    mainGuest: scene.guest.id,
  });
  const mainGuestToken = guestToken(scene.hotel.id, scene.guest.id);
  const step = (
    method: 'PUT' | 'POST',
    path: 'guest' | 'registration' | 'complete',
    payload?: object,
    headers: Record<string, string> = {
      authorization: `Bearer ${mainGuestToken}`,
      'accept-language': 'en',
    },
  ) =>
    t.app.inject({
      method,
      url: `/api/guest_app/${scene.hotel.id}/bookings/${booking._id}/self_check_in/${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const readBooking = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/booking/${booking._id}`,
        headers: bearerEn(scene.token, scene.hotel.id),
      })
    ).json();
  const mainGuest = async () =>
    (await t.db.select().from(guests).where(eq(guests.id, scene.guest.id)))[0]!;
  const otherGuest = () => createGuest(t.db, scene.hotel.id, { firstName: 'Paul' });
  return { ...scene, booking, mainGuestToken, step, readBooking, mainGuest, otherGuest };
}

export const britishDetails = {
  firstName: 'Emily',
  lastName: 'Clarke',
  email: 'Emily.Clarke@Example.com',
  nationality: 'gb',
};

export const britishForm = {
  firstNames: 'Emily Rose',
  lastName: 'Clarke',
  birthDate: '1990-04-12',
  nationality: 'GB',
  documentNumber: '533401372',
  companionNationalities: ['gb', 'FR'],
};
