/**
 * The Smoobu API as this server uses it (issue 16). `smoobu-client.ts` implements it over
 * HTTP with Smoobu's HMAC request signing, its rate limit and paging; every assumption about
 * Smoobu is written in docs/integrations/smoobu.md. Fields are normalised here: ids are
 * strings, money is in minor units, dates are YYYY-MM-DD.
 */

export interface SmoobuUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface SmoobuApartmentRef {
  id: string;
  name: string;
}

export type SmoobuReservationType = 'reservation' | 'modification of booking' | 'cancellation';

export interface SmoobuReservation {
  id: string;
  /** Smoobu's `reference-id` (the channel's own booking code), '' when none. */
  referenceId: string;
  type: SmoobuReservationType;
  arrival: string;
  departure: string;
  apartment: SmoobuApartmentRef;
  channel: { id: string; name: string };
  guestName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  adults: number;
  children: number;
  notice: string;
  /** The reservation's price in minor units; null when Smoobu has none. */
  price: number | null;
  language: string;
  /** A blocked period (owner stay, maintenance), not a guest's reservation. */
  isBlocked: boolean;
}

/** What POST/PUT /api/reservations take for one of our bookings. */
export interface SmoobuReservationInput {
  arrivalDate: string;
  departureDate: string;
  apartmentId: string;
  channelId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  adults: number;
  children: number;
  /** Minor units; sent to Smoobu in major units. */
  price: number;
  notice: string;
  language: string;
}

export interface SmoobuReservationQuery {
  modifiedFrom?: Date;
  arrivalFrom?: string;
  arrivalTo?: string;
  apartmentId?: string;
}

export interface SmoobuApi {
  /** GET /api/me: the account the key belongs to (the key check). */
  me(): Promise<SmoobuUser>;
  /** GET /api/apartments */
  apartments(): Promise<SmoobuApartmentRef[]>;
  /** GET /api/reservations/{id}; null when Smoobu does not know it (404). */
  reservation(id: string): Promise<SmoobuReservation | null>;
  /** GET /api/reservations, every page (pageSize 100), cancellations included. */
  reservations(query: SmoobuReservationQuery): Promise<SmoobuReservation[]>;
  /**
   * POST /api/reservations → Smoobu's id. Never sent twice: a lost answer is `unreachable`, and
   * Smoobu may have the reservation (the caller looks for it before sending again).
   */
  createReservation(input: SmoobuReservationInput): Promise<string>;
  /** PUT /api/reservations/{id}: guest, counts, price and notice (not dates or apartment). */
  updateReservation(id: string, input: SmoobuReservationInput): Promise<void>;
  /** DELETE /api/reservations/{id}: cancels it at Smoobu. */
  cancelReservation(id: string): Promise<void>;
}

/**
 * Why a Smoobu call failed: `unreachable` (network, timeout, 5xx after retries; a POST at once),
 * `unauthorized` (401/403: the key is wrong or revoked), `not_found` (404), `rejected` (4xx
 * with Smoobu's own `detail`, e.g. an overlapping reservation). A 429 is waited out, never
 * surfaced, until the call's time budget is spent (then `unreachable`).
 */
export type SmoobuErrorKind = 'unreachable' | 'unauthorized' | 'not_found' | 'rejected';

export class SmoobuError extends Error {
  constructor(
    readonly kind: SmoobuErrorKind,
    /** Smoobu's own words (`detail` or `title`), for the sync tab; never the key. */
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`Smoobu ${kind}${status ? ` (${status})` : ''}: ${detail}`);
    this.name = 'SmoobuError';
  }
}
