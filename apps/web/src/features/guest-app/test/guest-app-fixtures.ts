import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type {
  GuestBooking,
  GuestBookingPayment,
  GuestBookingSummary,
} from '@hotel/shared/contracts/guest-app';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';

export const HOTEL_ID = '7b0f3f9e-52a3-4c55-9d3c-2d4d3a9b8a01';
export const BOOKING_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01';
export const MAIN_GUEST_ID = '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c01';
export const CO_GUEST_ID = '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c02';
export const PAYMENT_ID = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e001';

/**
 * A guest token as the API signs it (a JWT with the hotel and the guest, apps/api/src/lib/tokens.ts)
 * but with a made-up signature: the app reads the claims and leaves checking to the server.
 */
export function makeGuestToken(hotelId = HOTEL_ID, guestId = MAIN_GUEST_ID) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { kind: 'guest', hotel: hotelId, aud: 'guest', sub: guestId };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** GET /api/guest_app/{hotel} of a hotel with its guest app on. */
export function makeGuestAppConfig(overrides: Partial<GuestAppConfig> = {}): GuestAppConfig {
  return {
    _id: HOTEL_ID,
    symbol_code: 'alpenblick',
    name: 'Hotel Alpenblick',
    contact: {
      name: 'Hotel Alpenblick',
      address: 'Dorfstraße 1, 6100 Seefeld',
      phone: '',
      email: 'info@alpenblick.example',
    },
    theme_color: '#1d4ed8',
    defaultLanguage: 'de',
    guest_app: { enabled: true, accent_color: 'teal', template_image: [] },
    ...overrides,
  };
}

export function makeBookingSummary(
  overrides: Partial<GuestBookingSummary> = {},
): GuestBookingSummary {
  return {
    _id: BOOKING_ID,
    number: 1042,
    status: 'confirmed',
    arrival: '2030-05-12',
    departure: '2030-05-14',
    nights: 2,
    roomType: { _id: '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e01', name: 'Doppelzimmer' },
    room: { _id: '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e99', number: '204' },
    selfCheckInCompleted: false,
    ...overrides,
  };
}

export function makePayment(overrides: Partial<GuestBookingPayment> = {}): GuestBookingPayment {
  return {
    _id: PAYMENT_ID,
    number: 7,
    status: 'paid',
    method: 'online',
    amount: 24000,
    currency: 'EUR',
    grantsRoomAccess: true,
    paidAt: '2030-05-01T09:30:00.000Z',
    canPayOnline: false,
    ...overrides,
  };
}

export function makeGuestBooking(overrides: Partial<GuestBooking> = {}): GuestBooking {
  return {
    ...makeBookingSummary(),
    adults: 2,
    kids: 0,
    guests: [
      { _id: MAIN_GUEST_ID, firstName: 'Anna', lastName: 'Berger', isMain: true },
      { _id: CO_GUEST_ID, firstName: 'Max', lastName: 'Berger', isMain: false },
    ],
    maxGuests: 3,
    checkInTime: '15:00',
    checkOutTime: '10:00',
    accessCode: '4711',
    accessGranted: true,
    accessMethod: 'code',
    // A hotel without doors that open from the app: the door code is the way in.
    access: {
      state: 'access_allowed',
      reason: null,
      window: { from: '2030-05-12T13:00:00.000Z', until: '2030-05-14T08:00:00.000Z' },
      doors: [],
      entranceCode: null,
    },
    price: 24000,
    paidAmount: 24000,
    openAmount: 0,
    currency: 'EUR',
    payments: [makePayment()],
    selfCheckIn: {
      available: false,
      completed: false,
      registrationRequired: false,
      registrationDone: false,
      paymentRequired: false,
    },
    ...overrides,
  };
}

/** The API's error body, its message already in the request language. */
export function errorResponse(status: number, message: string) {
  const code = status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'BAD_REQUEST';
  return HttpResponse.json({ statusCode: status, code, message }, { status });
}

/** The hotel's public guest-app settings, for every test that opens a guest-app page. */
export function useGuestAppConfigApi(server: SetupServer, config = makeGuestAppConfig()) {
  server.use(http.get('*/api/guest_app/:hotel', () => HttpResponse.json(config)));
}
