import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type {
  PublicAvailability,
  PublicCalendar,
  PublicRoomType,
} from '@hotel/shared/contracts/public-booking';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { addDays } from '@hotel/shared/stay-dates';

/** The hotel's today in every public page test. */
export const TODAY = '2026-12-10';
export const ROOM_TYPE_ID = '22222222-2222-4222-8222-222222222222';

export function makePublicHotel(overrides: Partial<PublicHotel['public_page']> = {}): PublicHotel {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    symbol_code: 'alpenblick',
    name: 'Hotel Alpenblick',
    contact: {
      name: '',
      address: 'Dorfstraße 1, 87561 Oberstdorf',
      phone: '+49 8322 12345',
      email: 'info@alpenblick.de',
    },
    theme_color: '#1d4ed8',
    defaultLanguage: 'de',
    public_page: {
      disabled: false,
      booking_enabled: true,
      hotel_description: 'Ruhig gelegen, mit Blick auf die Berge.',
      hotel_slider: [{ path: '/api/image/aaa-large.webp' }, { path: '/api/image/bbb-large.webp' }],
      min_stay_days: 1,
      max_stay_nights: 30,
      payment_methods: ['on_arrival'],
      ...overrides,
    },
    setting: {
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      checkInTime: '15:00',
      checkOutTime: '10:00',
      today: TODAY,
    },
    captcha: { siteKey: null },
  };
}

export function makeRoomType(overrides: Partial<PublicRoomType> = {}): PublicRoomType {
  return {
    _id: ROOM_TYPE_ID,
    name: 'Doppelzimmer Bergblick',
    description: 'Balkon mit Blick auf die Berge',
    baseOccupancy: 2,
    higherOccupancy: 3,
    kidsOccupancy: 1,
    extraBed: 0,
    basePrice: 12000,
    additionalPersonPrice: 3000,
    kidsPrice: 1500,
    extraBedPrice: 0,
    images: [
      {
        width: 960,
        height: 640,
        urls: {
          thumb: '/api/image/r-thumb.webp',
          medium: '/api/image/r-medium.webp',
          large: '/api/image/r-large.webp',
        },
      },
    ],
    services: [
      {
        _id: '33333333-3333-4333-8333-333333333333',
        name: 'Frühstück',
        description: 'Buffet bis 10 Uhr',
        price: 1500,
        charge: 'per_person_per_night',
      },
      {
        _id: '44444444-4444-4444-8444-444444444444',
        name: 'Parkplatz',
        description: '',
        price: 1000,
        charge: 'per_stay',
      },
    ],
    ...overrides,
  };
}

/** The availability answer: the room type at 120 € for every night of the stay. */
export function makeAvailability(
  query: { arrival: string; departure: string; adults: number; kids: number },
  roomTypes: PublicRoomType[] = [makeRoomType()],
): PublicAvailability {
  const nights = Math.round(
    (Date.parse(query.departure) - Date.parse(query.arrival)) / (24 * 3600 * 1000),
  );
  const lines = Array.from({ length: nights }, (_, index) => ({
    date: addDays(query.arrival, index),
    amount: 12000,
  }));
  return {
    ...query,
    nights,
    currency: 'EUR',
    roomTypes: roomTypes.map((roomType) => ({
      roomType,
      available: 3,
      price: {
        nights,
        perNight: 12000,
        room: 12000 * nights,
        perNightLines: lines,
        total: 12000 * nights,
      },
    })),
  };
}

/** Days of a range, all bookable but `full`. */
export function makeCalendar(from: string, to: string, full: string[] = []): PublicCalendar {
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    days.push({ date: day, bookable: !full.includes(day) });
  }
  return { from, to, days };
}

export interface PublicApiOptions {
  hotel?: PublicHotel;
  fullDays?: string[];
  roomTypes?: PublicRoomType[];
  availability?: (query: URLSearchParams) => Response | PublicAvailability;
}

/** The public calls, answered as the contracts say. */
export function usePublicApi(server: SetupServer, options: PublicApiOptions = {}) {
  const hotel = options.hotel ?? makePublicHotel();
  const searches: URLSearchParams[] = [];
  server.use(
    http.get('*/api/public/hotel/:hotel', () => HttpResponse.json(hotel)),
    http.get('*/api/public/calendar/:hotel', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? TODAY;
      const to = url.searchParams.get('to') ?? TODAY;
      return HttpResponse.json(makeCalendar(from, to, options.fullDays));
    }),
    http.get('*/api/public/room_types/:hotel', () =>
      HttpResponse.json(options.roomTypes ?? [makeRoomType()]),
    ),
    http.get('*/api/public/available_rooms', ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const answer = options.availability?.(query);
      if (answer instanceof Response) return answer;
      return HttpResponse.json(
        answer ??
          makeAvailability({
            arrival: query.get('arrival') ?? '',
            departure: query.get('departure') ?? '',
            adults: Number(query.get('guests')),
            kids: Number(query.get('kids')),
          }),
      );
    }),
  );
  return { searches };
}
