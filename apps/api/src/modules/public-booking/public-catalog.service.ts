import {
  PUBLIC_CALENDAR_MAX_DAYS,
  type PublicAvailability,
  type PublicCalendar,
  type PublicRoomType,
  type publicAvailabilityQuerySchema,
  type publicCalendarQuerySchema,
  type publicRoomSchema,
} from '@hotel/shared/contracts/public-booking';
import { nightsBetween } from '@hotel/shared/stay-dates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { validationError } from '../../lib/app-error';
import { bookableDays, searchAvailability } from './public-availability';
import { loadCatalog } from './public-catalog';
import { findPublicRooms } from './public-catalog.repository';
import { findOpenPublicHotel } from './public-hotel-lookup';
import { checkPublicStay } from './public-stay-rules';

type CalendarQuery = z.infer<typeof publicCalendarQuerySchema>;
type AvailabilityQuery = z.infer<typeof publicAvailabilityQuerySchema>;

/** A calendar range runs forward and covers at most PUBLIC_CALENDAR_MAX_DAYS days. */
function checkCalendarRange({ from, to }: CalendarQuery) {
  if (to < from) throw validationError([{ path: 'to', key: 'validation.endDateBeforeStart' }]);
  if (nightsBetween(from, to) + 1 > PUBLIC_CALENDAR_MAX_DAYS) {
    throw validationError([
      { path: 'to', key: 'validation.dateRangeTooLong', params: { max: PUBLIC_CALENDAR_MAX_DAYS } },
    ]);
  }
}

/**
 * The anonymous reads of the public booking page: what the hotel offers (room types, rooms),
 * which days can be booked, and what is free for a stay with its price. Every call 404s for an
 * unknown hotel or a disabled page.
 */
export function createPublicCatalogService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async roomTypes(idOrSymbolCode: string): Promise<PublicRoomType[]> {
      const { hotel } = await findOpenPublicHotel(db, idOrSymbolCode);
      return (await loadCatalog(db, hotel.id)).map((entry) => entry.type);
    },

    async rooms(idOrSymbolCode: string): Promise<z.infer<typeof publicRoomSchema>[]> {
      const { hotel } = await findOpenPublicHotel(db, idOrSymbolCode);
      return findPublicRooms(db, hotel.id);
    },

    async calendar(idOrSymbolCode: string, query: CalendarQuery): Promise<PublicCalendar> {
      const { hotel, page, today } = await findOpenPublicHotel(db, idOrSymbolCode);
      checkCalendarRange(query);
      const catalog = await loadCatalog(db, hotel.id);
      const days = await bookableDays(db, hotel.id, catalog, {
        ...query,
        minStay: page.min_stay_days,
        today,
      });
      return { from: query.from, to: query.to, days };
    },

    async availableRooms(query: AvailabilityQuery): Promise<PublicAvailability> {
      const { hotel, page, today } = await findOpenPublicHotel(db, query.hotel);
      const stay = { arrival: query.arrival, departure: query.departure };
      const party = { adults: query.guests, kids: query.kids };
      const { roomTypes } = await searchAvailability(db, hotel.id, stay, party, (catalog) =>
        checkPublicStay(
          { today, minStayDays: page.min_stay_days, roomTypes: catalog.map((entry) => entry.type) },
          stay,
          party,
        ),
      );
      return {
        ...stay,
        nights: nightsBetween(stay.arrival, stay.departure),
        adults: party.adults,
        kids: party.kids,
        currency: hotel.setting.currency,
        roomTypes,
      };
    },
  };
}

export type PublicCatalogService = ReturnType<typeof createPublicCatalogService>;
