import { addDays } from '@hotel/shared/stay-dates';
import { seededRandom } from '../seed/seed-reservations';
import { YEAR_AHEAD, YEAR_BACK, type BenchHotel } from './bench-hotel';

/**
 * The varied requests of the bench, from one seeded random sequence: the same run after run, so
 * two runs time the same stays. Paths include the query; staff calls need `headers` as well.
 */
export function benchRequests(hotel: BenchHotel) {
  const random = seededRandom(62);
  const totalDays = YEAR_BACK + YEAR_AHEAD;
  const dayOfYear = (day: number) => addDays(hotel.firstDay, day);

  return {
    random,
    /** The desk's search: any stay of 1–7 nights in the seeded year. */
    availabilityPath() {
      const arrival = dayOfYear(random.int(0, totalDays - 8));
      return `/api/booking/availability?arrival=${arrival}&departure=${addDays(arrival, random.int(1, 7))}`;
    },
    /** The public page's search: anonymous, by symbol code, stays from the hotel's today on. */
    publicSearchPath() {
      const arrival = addDays(hotel.today, random.int(0, YEAR_AHEAD - 8));
      const departure = addDays(arrival, random.int(1, 7));
      return `/api/public/available_rooms?hotel=${hotel.symbolCode}&arrival=${arrival}&departure=${departure}&guests=2`;
    },
    calendarPath() {
      const startDate = dayOfYear(random.int(0, totalDays - 62));
      return `/api/booking/calendar?startDate=${startDate}&endDate=${addDays(startDate, 62)}`;
    },
    /**
     * The staff bookings list as its page asks for it (20 a page, latest arrival first): half
     * unfiltered pages 1–10 of all bookings, half the arrivals of a week.
     */
    bookingListPath() {
      if (random.next() < 0.5)
        return `/api/booking?sort=-arrival&limit=20&page=${random.int(1, 10)}`;
      const from = dayOfYear(random.int(0, totalDays - 8));
      return `/api/booking?sort=-arrival&limit=20&page=1&arrival=${from},${addDays(from, 7)}`;
    },
  };
}
