import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PublicBookingRequest } from '@hotel/shared/contracts/public-booking';
import { hotels, type HotelRow } from '../../db/schema';
import { roomTypeServices, services } from '../../db/schema-setup';
import { createOwnedHotel, bearerEn } from '../../test/factories';
import { createRoomType, createRooms } from '../../test/reservation-factories';
import type { TestApp } from '../../test/test-app';

export const BANK_DETAILS = {
  accountHolder: 'Hotel Test GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Testbank',
};

/**
 * A hotel whose public page takes bookings (on arrival and bank transfer, minimum stay
 * `minStayDays`), a room type "Double" with `roomCount` rooms, a breakfast offered with it, an
 * inactive service linked to it and a service linked to nothing; `body` is a valid request.
 */
export async function publicBookingScene(
  t: TestApp,
  options: {
    roomCount?: number;
    minStayDays?: number;
    disabled?: boolean;
    bookingEnabled?: boolean;
  } = {},
) {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  await t.db
    .update(hotels)
    .set({
      // The column's type still names the legacy `enabled`; the stored shape is `disabled`.
      plugins: {
        public_page: {
          disabled: options.disabled ?? false,
          booking_enabled: options.bookingEnabled ?? true,
          hotel_description: '',
          hotel_slider: [],
          min_stay_days: options.minStayDays ?? 1,
          payment_methods: ['on_arrival', 'bank_transfer'],
        },
      } as unknown as HotelRow['plugins'],
      payments: { bankDetails: BANK_DETAILS },
    })
    .where(eq(hotels.id, hotel.id));
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const rooms = await createRooms(t.db, hotel.id, roomType.id, options.roomCount ?? 2);
  const [breakfast, inactive, unlinked] = await t.db
    .insert(services)
    .values([
      { hotelId: hotel.id, name: 'Breakfast', price: 1500, charge: 'per_stay' as const },
      { hotelId: hotel.id, name: 'Old sauna', price: 500, active: false },
      { hotelId: hotel.id, name: 'Parking', price: 800 },
    ])
    .returning();
  await t.db.insert(roomTypeServices).values([
    { roomTypeId: roomType.id, serviceId: breakfast!.id },
    { roomTypeId: roomType.id, serviceId: inactive!.id },
  ]);
  const staffHeaders = bearerEn(token, hotel.id);
  const body = (overrides: Partial<PublicBookingRequest> = {}): PublicBookingRequest => ({
    hotel: hotel.symbolCode,
    arrival: '2031-05-01',
    departure: '2031-05-03',
    adults: 2,
    kids: 0,
    roomType: roomType.id,
    services: [breakfast!.id],
    guest: {
      firstName: 'Erika',
      lastName: 'Besucher',
      email: `visitor-${randomUUID().slice(0, 8)}@example.com`,
      mobile: '+49 151 12345678',
      country: 'DE',
    },
    note: 'Late arrival, around 22:00',
    consent: true,
    paymentMethod: 'on_arrival',
    language: 'de',
    ...overrides,
  });
  const book = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      headers: { 'accept-language': 'de', ...headers },
      remoteAddress,
    });
  const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: staffHeaders });
  return {
    hotel,
    token,
    roomType,
    rooms,
    breakfast: breakfast!,
    inactive: inactive!,
    unlinked: unlinked!,
    body,
    book,
    staffGet,
  };
}
