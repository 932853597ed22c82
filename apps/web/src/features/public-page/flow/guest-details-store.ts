import { readSession, writeSession } from '@/features/public-page/flow/session-store';

/** What the visitor types on the details step: kept per hotel so nothing is lost. */
export interface GuestDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  note: string;
  consent: boolean;
}

export const DEFAULT_COUNTRY = 'DE';

export const emptyGuestDetails = (): GuestDetailsValues => ({
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  country: DEFAULT_COUNTRY,
  note: '',
  consent: false,
});

const detailsKey = (hotel: string) => `public-booking:${hotel}:details`;
const idempotencyKeyKey = (hotel: string) => `public-booking:${hotel}:idempotency-key`;

export function readGuestDetails(hotel: string): GuestDetailsValues {
  const stored = readSession<Partial<GuestDetailsValues>>(detailsKey(hotel));
  return { ...emptyGuestDetails(), ...stored };
}

export function writeGuestDetails(hotel: string, values: GuestDetailsValues) {
  writeSession(detailsKey(hotel), values);
}

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * One key per booking attempt: a double click, a retry after a network error or a reload sends
 * the same one, so the server gives back the same booking. It goes when the booking is made.
 */
export function idempotencyKeyFor(hotel: string): string {
  const stored = readSession<string>(idempotencyKeyKey(hotel));
  if (stored) return stored;
  const key = newIdempotencyKey();
  writeSession(idempotencyKeyKey(hotel), key);
  return key;
}

/** The server answered the attempt: whatever comes next is a new request. */
export function forgetIdempotencyKey(hotel: string) {
  writeSession(idempotencyKeyKey(hotel), null);
}

/** After a booking: the next one is a new attempt with new details. */
export function forgetBookingAttempt(hotel: string) {
  writeSession(detailsKey(hotel), null);
  writeSession(idempotencyKeyKey(hotel), null);
}
