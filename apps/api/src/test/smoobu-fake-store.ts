/**
 * The fake Smoobu's data (smoobu-fake.ts): apartments and reservations in Smoobu's own JSON
 * (kebab-case, numeric ids, money in major units), each with the instant it was last modified,
 * and what our server did to them through the API.
 */

export interface FakeSmoobuReservation {
  id: number;
  'reference-id': string | null;
  type: 'reservation' | 'modification of booking' | 'cancellation';
  arrival: string;
  departure: string;
  'created-at': string;
  apartment: { id: number; name: string };
  channel: { id: number; name: string };
  'guest-name': string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  adults: number;
  children: number;
  notice: string;
  price: number | null;
  language: string;
  'is-blocked-booking': boolean;
}

/** A reservation "made at Smoobu" by the test (or the e2e's control API). */
export interface FakeReservationInput {
  apartmentId: number | string;
  arrival: string;
  departure: string;
  channelId?: number | string;
  referenceId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  adults?: number;
  children?: number;
  notice?: string;
  /** Major units, as Smoobu has it. */
  price?: number;
  language?: string;
  blocked?: boolean;
}

/** Channel names Smoobu shows for its well-known ids (assumed, docs/integrations/smoobu.md). */
const CHANNEL_NAMES: Record<number, string> = {
  70: 'API',
  13: 'Direct booking',
  11: 'Blocked channel',
  465: 'Airbnb',
  1: 'Booking.com',
};

export const channelOf = (id: number) => ({ id, name: CHANNEL_NAMES[id] ?? `Channel ${id}` });

export const overlaps = (
  a: { arrival: string; departure: string },
  b: { arrival: string; departure: string },
) => a.arrival < b.departure && b.arrival < a.departure;

export function createFakeSmoobuStore(now: () => Date) {
  const apartments: { id: number; name: string }[] = [];
  const reservations = new Map<number, FakeSmoobuReservation>();
  const modifiedAt = new Map<number, Date>();
  let nextApartmentId = 100_001;
  let nextReservationId = 5_000_001;

  const touch = (reservation: FakeSmoobuReservation) => {
    reservations.set(reservation.id, reservation);
    modifiedAt.set(reservation.id, now());
    return reservation;
  };

  function apartment(id: number | string) {
    return apartments.find((candidate) => candidate.id === Number(id)) ?? null;
  }

  /** The reservation that already holds some of these nights in the apartment, if any. */
  function overlapping(apartmentId: number, stay: { arrival: string; departure: string }) {
    return [...reservations.values()].find(
      (other) =>
        other.apartment.id === apartmentId &&
        other.type !== 'cancellation' &&
        overlaps(other, stay),
    );
  }

  function add(input: FakeReservationInput): FakeSmoobuReservation {
    const home = apartment(input.apartmentId);
    if (!home) throw new Error(`fake Smoobu: no apartment ${input.apartmentId}`);
    const firstname = input.firstName ?? (input.blocked ? '' : 'Jana');
    const lastname = input.lastName ?? (input.blocked ? '' : 'Novak');
    const id = nextReservationId++;
    return touch({
      id,
      'reference-id': input.referenceId ?? null,
      type: 'reservation',
      arrival: input.arrival,
      departure: input.departure,
      'created-at': now().toISOString().slice(0, 16).replace('T', ' '),
      apartment: { ...home },
      channel: channelOf(Number(input.channelId ?? (input.blocked ? 11 : 465))),
      'guest-name': `${firstname} ${lastname}`.trim(),
      firstname,
      lastname,
      email: input.email ?? null,
      phone: input.phone ?? null,
      adults: input.adults ?? (input.blocked ? 0 : 2),
      children: input.children ?? 0,
      notice: input.notice ?? '',
      price: input.price ?? null,
      language: input.language ?? 'de',
      'is-blocked-booking': input.blocked ?? false,
    });
  }

  /** Guest, counts, price, notice, language (and, made at Smoobu, dates) change. */
  function modify(id: number, changes: Partial<FakeReservationInput>) {
    const current = reservations.get(id);
    if (!current) throw new Error(`fake Smoobu: no reservation ${id}`);
    const firstname = changes.firstName ?? current.firstname;
    const lastname = changes.lastName ?? current.lastname;
    return touch({
      ...current,
      type: 'modification of booking',
      arrival: changes.arrival ?? current.arrival,
      departure: changes.departure ?? current.departure,
      apartment:
        changes.apartmentId !== undefined
          ? { ...apartment(changes.apartmentId)! }
          : current.apartment,
      firstname,
      lastname,
      'guest-name': `${firstname} ${lastname}`.trim(),
      email: changes.email ?? current.email,
      phone: changes.phone ?? current.phone,
      adults: changes.adults ?? current.adults,
      children: changes.children ?? current.children,
      notice: changes.notice ?? current.notice,
      price: changes.price ?? current.price,
      language: changes.language ?? current.language,
    });
  }

  function cancel(id: number) {
    const current = reservations.get(id);
    if (!current) throw new Error(`fake Smoobu: no reservation ${id}`);
    return touch({ ...current, type: 'cancellation' });
  }

  return {
    apartments,
    reservations,
    modifiedAt,
    apartment,
    overlapping,
    addApartment(name: string, id?: number) {
      const created = { id: id ?? nextApartmentId++, name };
      apartments.push(created);
      return created;
    },
    add,
    modify,
    cancel,
  };
}

export type FakeSmoobuStore = ReturnType<typeof createFakeSmoobuStore>;
