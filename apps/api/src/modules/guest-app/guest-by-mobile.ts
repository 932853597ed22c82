import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import { normalizeMobile } from '@hotel/shared/mobile-number';
import { phoneCountries, phoneIssueKey } from '@hotel/shared/phone';
import type { Db } from '../../db/client';
import { bookingGuests, bookings, guests, type GuestRow } from '../../db/schema-bookings';
import { validationError } from '../../lib/app-error';
import { activeBookingCondition } from './guest-app-hotel';

const ANY_COUNTRY = phoneCountries();
/** Numbers typed without a prefix are read in the guest's country, else as German ones. */
const countryOf = (country: string) =>
  /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : 'DE';
/** Enough trailing digits to narrow the hotel's guests in SQL; the exact match is E.164. */
const SUFFIX_DIGITS = 7;
/** Guests of one hotel sharing those digits: more would be a data problem, not a guest. */
const MAX_CANDIDATES = 50;

/** The mobile a guest typed in the app, as E.164; a clear field message when it is none. */
export function normalizedInputMobile(raw: string): string {
  const result = normalizeMobile(raw, 'DE', ANY_COUNTRY);
  if (result.ok) return result.e164;
  const key = phoneIssueKey(raw.trim()) ?? 'validation.phoneNotValid';
  throw validationError([{ path: 'mobile', key }]);
}

/** A stored mobile (staff type them in every format) as E.164, or null. */
function storedMobileE164(guest: Pick<GuestRow, 'mobile' | 'country'>): string | null {
  const result = normalizeMobile(guest.mobile, countryOf(guest.country), ANY_COUNTRY);
  return result.ok ? result.e164 : null;
}

/**
 * The guest of the hotel with this number who is main guest or co-guest of a current or future
 * stay (spec §7 guest_auth). Several guest rows may share a number; the newest wins.
 */
export async function findSignInGuest(
  db: Db,
  hotelId: string,
  e164: string,
  today: string,
): Promise<GuestRow | undefined> {
  const onBooking = db
    .select({ one: bookingGuests.guestId })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.guestId, guests.id)));
  const currentStay = db
    .select({ one: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        activeBookingCondition(today),
        or(eq(bookings.mainGuestId, guests.id), exists(onBooking)),
      ),
    );
  const suffix = e164.slice(-SUFFIX_DIGITS);
  const candidates = await db
    .select()
    .from(guests)
    .where(
      and(
        eq(guests.hotelId, hotelId),
        sql`regexp_replace(${guests.mobile}, '[^0-9]', '', 'g') like ${`%${suffix}`}`,
        exists(currentStay),
      ),
    )
    .orderBy(desc(guests.createdAt))
    .limit(MAX_CANDIDATES);
  return candidates.find((guest) => storedMobileE164(guest) === e164);
}
