import { z } from 'zod';
import type {
  SmoobuApartmentRef,
  SmoobuReservation,
  SmoobuReservationInput,
  SmoobuReservationType,
  SmoobuUser,
} from './smoobu-api';

/**
 * Smoobu's JSON (kebab-case, numeric ids, money in major units) to the port's shapes and back.
 * Read defensively: a field Smoobu leaves out or sends as null becomes '' or 0, never a crash;
 * only a reservation without an id or readable dates is refused (it cannot be placed).
 */

const id = z.union([z.string(), z.number()]).transform(String);
const text = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((value) => (value === null || value === undefined ? '' : String(value)));
const count = z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((value) => {
  const parsed = Number(value ?? 0);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ref = z
  .object({ id, name: text })
  .nullish()
  .transform((value) => value ?? { id: '', name: '' });

const TYPES: readonly SmoobuReservationType[] = [
  'reservation',
  'modification of booking',
  'cancellation',
];

const reservationJson = z.object({
  id,
  'reference-id': text,
  type: text,
  arrival: isoDate,
  departure: isoDate,
  apartment: ref,
  channel: ref,
  'guest-name': text,
  firstname: text,
  lastname: text,
  email: text,
  phone: text,
  adults: count,
  children: count,
  notice: text,
  price: z.union([z.number(), z.string(), z.null(), z.undefined()]),
  language: text,
  'is-blocked-booking': z.union([z.boolean(), z.number(), z.null(), z.undefined()]),
});

/** Major units (Smoobu) to minor units (ours); null when Smoobu has no price. */
function minorUnits(price: unknown): number | null {
  if (price === null || price === undefined || price === '') return null;
  const value = Number(price);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** One booking of GET /api/reservations(/{id}); null when it cannot be read. */
export function smoobuReservationOf(json: unknown): SmoobuReservation | null {
  const parsed = reservationJson.safeParse(json);
  if (!parsed.success) return null;
  const r = parsed.data;
  const type = TYPES.find((known) => known === r.type) ?? 'reservation';
  return {
    id: r.id,
    referenceId: r['reference-id'],
    type,
    arrival: r.arrival,
    departure: r.departure,
    apartment: r.apartment,
    channel: r.channel,
    guestName: r['guest-name'] || `${r.firstname} ${r.lastname}`.trim(),
    firstName: r.firstname,
    lastName: r.lastname,
    email: r.email,
    phone: r.phone,
    adults: r.adults,
    children: r.children,
    notice: r.notice,
    price: minorUnits(r.price),
    language: r.language,
    isBlocked: Boolean(r['is-blocked-booking']),
  };
}

const userJson = z.object({
  id,
  firstName: text,
  lastName: text,
  email: text,
});

export function smoobuUserOf(json: unknown): SmoobuUser | null {
  const parsed = userJson.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const apartmentsJson = z.object({
  apartments: z.array(z.object({ id, name: text })),
});

export function smoobuApartmentsOf(json: unknown): SmoobuApartmentRef[] | null {
  const parsed = apartmentsJson.safeParse(json);
  return parsed.success ? parsed.data.apartments : null;
}

export const reservationPageJson = z.object({
  page_count: count,
  page: count,
  bookings: z.array(z.unknown()),
});

/** POST /api/reservations' body: every field, money in major units. */
export function smoobuCreateBody(input: SmoobuReservationInput) {
  return {
    arrivalDate: input.arrivalDate,
    departureDate: input.departureDate,
    apartmentId: Number(input.apartmentId) || input.apartmentId,
    channelId: Number(input.channelId) || input.channelId,
    ...smoobuUpdateBody(input),
  };
}

/** PUT /api/reservations/{id}'s body: Smoobu cannot change dates or apartment there. */
export function smoobuUpdateBody(input: SmoobuReservationInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    adults: input.adults,
    children: input.children,
    price: input.price / 100,
    notice: input.notice,
    language: input.language,
  };
}

/**
 * `modifiedFrom` as Smoobu's examples write it, `YYYY-MM-DD HH:mm`, in UTC and rounded down to
 * the minute. If Smoobu reads it in the account's time zone (Europe/Berlin, ahead of UTC), the
 * pull asks for a little more than needed, never less: replays are harmless, gaps are not.
 */
export function smoobuModifiedFrom(instant: Date): string {
  return instant.toISOString().slice(0, 16).replace('T', ' ');
}
