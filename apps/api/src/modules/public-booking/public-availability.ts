import {
  PUBLIC_MAX_STAY_NIGHTS,
  type PublicAlternatives,
  type PublicAvailableRoomType,
  type PublicCalendar,
  type PublicRoomType,
  type PublicStayPrice,
} from '@hotel/shared/contracts/public-booking';
import { computeStayPrice, fitParty } from '@hotel/shared/pricing';
import { addDays, eachNight, nightsBetween } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import { countBusiestNightPerType, countHeldRoomsPerNight } from '../bookings';
import { loadCatalog, type CatalogRoomType } from './public-catalog';

export interface Stay {
  arrival: string;
  departure: string;
}
export interface Party {
  adults: number;
  kids: number;
}

/** How far around the wanted dates the sold-out answer looks for the same room type. */
const ALTERNATIVE_WINDOW_DAYS = 30;
const ALTERNATIVE_DATES = 3;

/** Rooms held per room type and night over a range: `held.get(typeId)?.get(night)`. */
type HeldNights = Map<string, Map<string, number>>;

async function heldNights(db: Db, hotelId: string, range: Stay): Promise<HeldNights> {
  const held: HeldNights = new Map();
  for (const row of await countHeldRoomsPerNight(db, { hotelId, ...range })) {
    const perNight = held.get(row.roomTypeId) ?? new Map<string, number>();
    held.set(row.roomTypeId, perNight.set(row.night, row.held));
  }
  return held;
}

/** Rooms of the type free on every night of a stay within the range counted. */
function freeRooms(entry: CatalogRoomType, held: HeldNights, stay: Stay): number {
  const perNight = held.get(entry.type._id);
  let busiest = 0;
  if (perNight) {
    for (const night of eachNight(stay.arrival, stay.departure)) {
      busiest = Math.max(busiest, perNight.get(night) ?? 0);
    }
  }
  return Math.max(0, entry.roomCount - busiest);
}

/** Rooms held on the busiest night of the stay per room type, counted in the database. */
async function busiestNights(db: Db, hotelId: string, stay: Stay): Promise<Map<string, number>> {
  const rows = await countBusiestNightPerType(db, { hotelId, ...stay });
  return new Map(rows.map((row) => [row.roomTypeId, row.held]));
}

/** The room price of the stay with one line per night (one rate per type: no seasons yet). */
export function priceStay(type: PublicRoomType, stay: Stay, party: Party): PublicStayPrice | null {
  const extraBeds = fitParty(type, party.adults, party.kids);
  if (extraBeds === null) return null;
  const priced = computeStayPrice({ ...stay, ...party, extraBeds }, type, []);
  return {
    nights: priced.nights,
    perNight: priced.perNight,
    room: priced.room,
    perNightLines: eachNight(stay.arrival, stay.departure).map((date) => ({
      date,
      amount: priced.perNight,
    })),
    total: priced.room,
  };
}

/** `freeOf(entry)`: rooms of the type free on every night of the stay. */
function availableTypes(
  catalog: CatalogRoomType[],
  freeOf: (entry: CatalogRoomType) => number,
  stay: Stay,
  party: Party,
): PublicAvailableRoomType[] {
  const found: PublicAvailableRoomType[] = [];
  for (const entry of catalog) {
    const price = priceStay(entry.type, stay, party);
    const available = freeOf(entry);
    if (price && available > 0) found.push({ roomType: entry.type, available, price });
  }
  return found.sort((a, b) => a.price.total - b.price.total);
}

/**
 * Room types that hold the party and are free for the whole stay, cheapest first, with the
 * catalog they came from. The catalog and the held nights are read at once (one round trip
 * less); `checkStay` sees the catalog before anything is answered and throws for a stay the
 * rules refuse. Only a stay within the public length limit is counted alongside, so a refused
 * decades-long "stay" never costs a count over all of the hotel's bookings.
 */
export async function searchAvailability(
  db: Db,
  hotelId: string,
  stay: Stay,
  party: Party,
  checkStay: (catalog: CatalogRoomType[]) => void,
): Promise<{ catalog: CatalogRoomType[]; roomTypes: PublicAvailableRoomType[] }> {
  const nights = nightsBetween(stay.arrival, stay.departure);
  const isBounded = nights >= 1 && nights <= PUBLIC_MAX_STAY_NIGHTS;
  const [catalog, busiest] = await Promise.all([
    loadCatalog(db, hotelId),
    isBounded ? busiestNights(db, hotelId, stay) : undefined,
  ]);
  checkStay(catalog);
  const held = busiest ?? (await busiestNights(db, hotelId, stay));
  const freeOf = (entry: CatalogRoomType) =>
    Math.max(0, entry.roomCount - (held.get(entry.type._id) ?? 0));
  return { catalog, roomTypes: availableTypes(catalog, freeOf, stay, party) };
}

/**
 * What to offer when the chosen type is gone: the other types free for the same dates, and the
 * nearest stays of the same length (before or after, never before `today`) the type is free for.
 */
export async function findAlternatives(
  db: Db,
  hotelId: string,
  catalog: CatalogRoomType[],
  request: Stay & Party & { roomTypeId: string; today: string },
): Promise<PublicAlternatives> {
  const nights = nightsBetween(request.arrival, request.departure);
  const window = {
    arrival: addDays(request.arrival, -ALTERNATIVE_WINDOW_DAYS),
    departure: addDays(request.departure, ALTERNATIVE_WINDOW_DAYS),
  };
  const held = await heldNights(db, hotelId, window);
  const freeOf = (entry: CatalogRoomType) => freeRooms(entry, held, request);
  const roomTypes = availableTypes(catalog, freeOf, request, request).filter(
    (entry) => entry.roomType._id !== request.roomTypeId,
  );
  const chosen = catalog.find((entry) => entry.type._id === request.roomTypeId);
  const dates: Stay[] = [];
  for (let offset = 1; chosen && offset <= ALTERNATIVE_WINDOW_DAYS; offset += 1) {
    for (const shift of [-offset, offset]) {
      const arrival = addDays(request.arrival, shift);
      if (arrival < request.today || dates.length >= ALTERNATIVE_DATES) continue;
      const candidate = { arrival, departure: addDays(arrival, nights) };
      if (freeRooms(chosen, held, candidate) > 0) dates.push(candidate);
    }
  }
  dates.sort((a, b) => a.arrival.localeCompare(b.arrival));
  return { roomTypes, dates };
}

/**
 * For the date picker: a day is bookable when it is not before the hotel's today and some room
 * type has a room free from it for `minStay` nights.
 */
export async function bookableDays(
  db: Db,
  hotelId: string,
  catalog: CatalogRoomType[],
  range: { from: string; to: string; minStay: number; today: string },
): Promise<PublicCalendar['days']> {
  const held = await heldNights(db, hotelId, {
    arrival: range.from,
    departure: addDays(range.to, range.minStay),
  });
  return eachNight(range.from, addDays(range.to, 1)).map((date) => {
    const stay = { arrival: date, departure: addDays(date, range.minStay) };
    const bookable =
      date >= range.today && catalog.some((entry) => freeRooms(entry, held, stay) > 0);
    return { date, bookable };
  });
}
