import { describe, expect, it } from 'vitest';
import type { SmoobuReservation } from '../../adapters/channels/smoobu-api';
import { mapSmoobuReservation, type SmoobuMappingContext } from './smoobu-reservation-mapping';

const ROOM = '11111111-1111-4111-8111-111111111111';
const ROOM_TYPE = '22222222-2222-4222-8222-222222222222';

const reservation = (overrides: Partial<SmoobuReservation> = {}): SmoobuReservation => ({
  id: '9001',
  referenceId: 'BDC-123',
  type: 'reservation',
  arrival: '2026-12-01',
  departure: '2026-12-04',
  apartment: { id: '501', name: 'Apartment Seeblick' },
  channel: { id: '465614', name: 'Booking.com' },
  guestName: 'Anna Maria Brandstätter',
  firstName: '',
  lastName: '',
  email: 'anna@example.org',
  phone: '+43 660 1234567',
  adults: 2,
  children: 1,
  notice: 'Late arrival',
  price: 36000,
  language: 'de',
  isBlocked: false,
  ...overrides,
});

const context = (
  overrides: Partial<SmoobuMappingContext['settings']> = {},
): SmoobuMappingContext => ({
  settings: { apartments: [{ id: '501', room: ROOM }], channels: [], ...overrides },
  roomTypeOfRoom: new Map([[ROOM, ROOM_TYPE]]),
});

describe('mapSmoobuReservation', () => {
  it('maps a guest’s reservation to its room and room type, with the guest and the price in cents', () => {
    expect(mapSmoobuReservation(reservation(), context())).toEqual({
      kind: 'apply',
      reservation: {
        channel: 'smoobu',
        externalId: '9001',
        status: 'active',
        kind: 'stay',
        roomId: ROOM,
        roomTypeId: ROOM_TYPE,
        channelUnit: 'Apartment Seeblick',
        channelName: 'Booking.com',
        arrival: '2026-12-01',
        departure: '2026-12-04',
        adults: 2,
        kids: 1,
        price: 36000,
        notice: 'Late arrival',
        guest: {
          firstName: 'Anna Maria',
          lastName: 'Brandstätter',
          email: 'anna@example.org',
          phone: '+43 660 1234567',
          language: 'de',
        },
      },
    });
  });

  it('prefers Smoobu’s own first and last name over splitting the full name', () => {
    const mapped = mapSmoobuReservation(
      reservation({ firstName: 'Anna', lastName: 'Maria Brandstätter' }),
      context(),
    );
    expect(mapped.kind === 'apply' && mapped.reservation.guest).toMatchObject({
      firstName: 'Anna',
      lastName: 'Maria Brandstätter',
    });
  });

  it('leaves an apartment mapped to nothing (or to a room deleted since) unmapped', () => {
    for (const settings of [{ apartments: [] }, { apartments: [{ id: '501', room: null }] }]) {
      const mapped = mapSmoobuReservation(reservation(), context(settings));
      expect(mapped.kind === 'apply' && mapped.reservation).toMatchObject({
        roomId: null,
        roomTypeId: null,
        channelUnit: 'Apartment Seeblick',
      });
    }
    const gone = mapSmoobuReservation(reservation(), {
      ...context(),
      roomTypeOfRoom: new Map(),
    });
    expect(gone.kind === 'apply' && gone.reservation.roomId).toBeNull();
  });

  it('makes a blocked period, and any reservation of a channel shown as block, a block without a guest', () => {
    const blocked = mapSmoobuReservation(reservation({ isBlocked: true }), context());
    const ofBlockChannel = mapSmoobuReservation(
      reservation({ channel: { id: '11', name: 'Blocked channel' } }),
      context(),
    );
    for (const mapped of [blocked, ofBlockChannel]) {
      expect(mapped.kind === 'apply' && mapped.reservation).toMatchObject({
        kind: 'block',
        guest: null,
        price: null,
        adults: 0,
        kids: 0,
        roomId: ROOM,
      });
    }
  });

  it('ignores reservations of a channel the hotel set to ignore, and follows the hotel’s choice over the default', () => {
    const channels = [
      { id: '465614', name: 'Booking.com', display: 'ignore' as const },
      { id: '11', name: 'Blocked channel', display: 'booking' as const },
    ];
    expect(mapSmoobuReservation(reservation(), context({ channels }))).toEqual({
      kind: 'ignored',
      externalId: '9001',
    });
    const shownAsBooking = mapSmoobuReservation(
      reservation({ channel: { id: '11', name: 'Blocked channel' } }),
      context({ channels }),
    );
    expect(shownAsBooking.kind === 'apply' && shownAsBooking.reservation.kind).toBe('stay');
  });

  it('cancels on Smoobu’s cancellation', () => {
    const mapped = mapSmoobuReservation(reservation({ type: 'cancellation' }), context());
    expect(mapped.kind === 'apply' && mapped.reservation.status).toBe('canceled');
  });
});
