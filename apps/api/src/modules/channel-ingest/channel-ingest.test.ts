import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, guests } from '../../db/schema-bookings';
import { channelReservations, channelSyncErrors, channelSyncState } from '../../db/schema-channels';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingScene } from '../../test/reservation-factories';
import { createBookingActions, createBookingsService } from '../bookings';
import { applyChannelReservation } from './apply-channel-reservation';
import {
  channelReservationFixture,
  moveAsStaff,
  type IngestScene,
} from '../../test/channel-reservation-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scene(roomCount = 2): Promise<IngestScene> {
  const s = await createBookingScene(t, { roomCount });
  const deps = {
    db: t.db,
    bookings: createBookingsService({ db: t.db }),
    bookingActions: createBookingActions({ db: t.db }),
  };
  const reservation = channelReservationFixture(s.roomType.id, s.rooms[0]!.id);
  return {
    ...s,
    deps,
    reservation,
    apply: (changes = {}) =>
      applyChannelReservation(deps, s.hotel.id, { ...reservation, ...changes }),
    move: (bookingId, placement) => moveAsStaff(s, bookingId, placement),
  };
}

const bookingsOf = (hotelId: string) =>
  t.db.select().from(bookings).where(eq(bookings.hotelId, hotelId));

const mirrorOf = async (hotelId: string, externalId: string) => {
  const [row] = await t.db
    .select()
    .from(channelReservations)
    .where(
      and(eq(channelReservations.hotelId, hotelId), eq(channelReservations.externalId, externalId)),
    );
  return row;
};

const countsOf = async (hotelId: string) => {
  const [row] = await t.db
    .select()
    .from(channelSyncState)
    .where(eq(channelSyncState.hotelId, hotelId));
  return row;
};

describe('applying a channel reservation', () => {
  it('creates a booking with the channel as source, reference and actor; a replay changes nothing', async () => {
    const s = await scene();
    const result = await s.apply();
    expect(result.outcome).toBe('created');
    const booking = await s.deps.bookings.get(s.hotel.id, result.bookingId!);
    expect(booking).toMatchObject({
      source: 'smoobu',
      externalRef: { source: 'smoobu', id: s.reservation.externalId },
      kind: 'stay',
      channelConflict: false,
      room: { _id: s.rooms[0]!.id },
      arrival: '2031-06-01',
      departure: '2031-06-04',
      adults: 2,
      price: 45000,
      isPriceOverridden: true,
      notice: 'Late arrival',
      mainGuest: { firstName: 'Lena', lastName: 'Ostsee', email: 'lena@example.com' },
    });
    expect(booking.history[0]!.actor).toEqual({ kind: 'system', name: 'smoobu' });

    expect(await s.apply()).toEqual({ outcome: 'unchanged', bookingId: result.bookingId });
    const after = await s.deps.bookings.get(s.hotel.id, result.bookingId!);
    expect(after.history).toHaveLength(1);
    expect(after.version).toBe(booking.version);
    expect(await bookingsOf(s.hotel.id)).toHaveLength(1);
    expect(await mirrorOf(s.hotel.id, s.reservation.externalId)).toMatchObject({
      direction: 'inbound',
      state: 'synced',
      bookingId: result.bookingId,
      channelUnit: 'Apartment Seeblick',
      guestName: 'Lena Ostsee',
      arrival: '2031-06-01',
      departure: '2031-06-04',
    });
    const state = await countsOf(s.hotel.id);
    expect(state!.counts).toEqual({ created: 1, updated: 0, canceled: 0, conflicts: 0, errors: 0 });
    expect(state!.lastSuccessAt).toBeInstanceOf(Date);
    expect(state!.inboundToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('three concurrent deliveries of one reservation give one booking and one guest', async () => {
    const s = await scene();
    const results = await Promise.all([s.apply(), s.apply(), s.apply()]);
    const rows = await bookingsOf(s.hotel.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.roomId).toBe(s.rooms[0]!.id);
    expect(rows[0]!.channelConflict).toBe(false);
    expect(new Set(results.map((result) => result.bookingId))).toEqual(new Set([rows[0]!.id]));
    expect(results.map((result) => result.outcome).sort()).toEqual([
      'created',
      'unchanged',
      'unchanged',
    ]);
    const lenas = await t.db
      .select()
      .from(guests)
      .where(and(eq(guests.hotelId, s.hotel.id), eq(guests.lastName, 'Ostsee')));
    expect(lenas).toHaveLength(1);
  });

  it('an update moves the booking; a cancellation cancels it once', async () => {
    const s = await scene();
    const { bookingId } = await s.apply();
    const moved = await s.apply({
      roomId: s.rooms[1]!.id,
      channelUnit: 'Apartment Bergblick',
      arrival: '2031-06-02',
      departure: '2031-06-06',
      adults: 1,
      price: 52000,
    });
    expect(moved).toEqual({ outcome: 'updated', bookingId });
    const booking = await s.deps.bookings.get(s.hotel.id, bookingId!);
    expect(booking).toMatchObject({
      room: { _id: s.rooms[1]!.id },
      arrival: '2031-06-02',
      departure: '2031-06-06',
      adults: 1,
      price: 52000,
    });
    expect(booking.history[0]).toMatchObject({
      action: 'updated',
      actor: { kind: 'system', name: 'smoobu' },
    });

    const canceled = await s.apply({ status: 'canceled' });
    expect(canceled).toEqual({ outcome: 'canceled', bookingId });
    expect((await s.deps.bookings.get(s.hotel.id, bookingId!)).status).toBe('canceled');
    expect(await s.apply({ status: 'canceled' })).toEqual({ outcome: 'unchanged', bookingId });
    expect((await mirrorOf(s.hotel.id, s.reservation.externalId))!.state).toBe('canceled');
    expect((await countsOf(s.hotel.id))!.counts).toMatchObject({
      created: 1,
      updated: 1,
      canceled: 1,
    });
  });

  it('a staff move in the same unit stays when the channel sends the reservation again', async () => {
    const s = await scene();
    const { bookingId } = await s.apply();
    const moved = await s.move(bookingId!, {
      room: s.rooms[1]!.id,
      arrival: '2031-06-01',
      departure: '2031-06-04',
    });
    expect(moved.statusCode).toBe(200);
    expect((await s.apply()).outcome).toBe('unchanged');
    expect((await s.deps.bookings.get(s.hotel.id, bookingId!)).room!._id).toBe(s.rooms[1]!.id);
  });

  it('a blocked period becomes a block: no guest, price 0', async () => {
    const s = await scene();
    const { outcome, bookingId } = await s.apply({ kind: 'block', guest: null, price: null });
    expect(outcome).toBe('created');
    const block = await s.deps.bookings.get(s.hotel.id, bookingId!);
    expect(block).toMatchObject({ kind: 'block', mainGuest: null, guests: [], price: 0 });
    expect(block.room!._id).toBe(s.rooms[0]!.id);
  });

  it('an unmapped unit stores no booking and is listed; mapping it later books it', async () => {
    const s = await scene();
    const unmapped = await s.apply({ roomId: null, roomTypeId: null, channelUnit: 'Chalet' });
    expect(unmapped).toEqual({ outcome: 'unmapped', bookingId: null });
    expect(await bookingsOf(s.hotel.id)).toHaveLength(0);
    expect(await mirrorOf(s.hotel.id, s.reservation.externalId)).toMatchObject({
      state: 'unmapped',
      channelUnit: 'Chalet',
      bookingId: null,
    });
    const mapped = await s.apply();
    expect(mapped.outcome).toBe('created');
    expect((await mirrorOf(s.hotel.id, s.reservation.externalId))!.state).toBe('synced');
  });

  it('an overlap is stored unassigned as a conflict, rings the bell once, and a room clears it', async () => {
    const s = await scene(1);
    const desk = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-06-03',
      departure: '2031-06-05',
      mainGuest: s.guest.id,
    });
    expect(desk.statusCode).toBe(201);
    const result = await s.apply();
    expect(result.outcome).toBe('conflict');
    const held = await s.deps.bookings.get(s.hotel.id, result.bookingId!);
    // The only room of the type is taken: stored beyond the type's inventory, nothing lost.
    expect(held).toMatchObject({ room: null, channelConflict: true, source: 'smoobu' });
    expect((await mirrorOf(s.hotel.id, s.reservation.externalId))!.state).toBe('conflict');
    expect((await s.apply()).outcome).toBe('unchanged');
    expect((await countsOf(s.hotel.id))!.counts.conflicts).toBe(1);

    const bell = await s.call('GET', '/api/notifications');
    const conflicts = bell
      .json<{ items: { kind: string; bookingId: string; source: string }[] }>()
      .items.filter((item) => item.kind === 'channel_conflict');
    expect(conflicts).toEqual([expect.objectContaining({ bookingId: held._id, source: 'smoobu' })]);

    // Staff move the desk booking away and give the channel's booking the room.
    const away = await s.move(desk.json()._id, {
      room: null,
      arrival: '2031-07-03',
      departure: '2031-07-05',
    });
    expect(away.statusCode).toBe(200);
    const assigned = await s.move(held._id, {
      room: s.rooms[0]!.id,
      arrival: '2031-06-01',
      departure: '2031-06-04',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      channelConflict: false,
      room: { _id: s.rooms[0]!.id },
    });
    expect((await mirrorOf(s.hotel.id, s.reservation.externalId))!.state).toBe('synced');
  });

  it('a conflict waiting unassigned takes its room on a later sync once it is free', async () => {
    const s = await scene(1);
    const desk = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-06-03',
      departure: '2031-06-05',
      mainGuest: s.guest.id,
    });
    const { bookingId } = await s.apply();
    await s.call('PUT', '/api/booking/status', { id: desk.json()._id, status: 'canceled' });
    expect(await s.apply()).toEqual({ outcome: 'updated', bookingId });
    expect(await s.deps.bookings.get(s.hotel.id, bookingId!)).toMatchObject({
      channelConflict: false,
      room: { _id: s.rooms[0]!.id },
    });
    expect((await mirrorOf(s.hotel.id, s.reservation.externalId))!.state).toBe('synced');
  });

  it('a room-type reservation (RoomRaccoon) beyond the rooms of its type is stored as a conflict, and fits again later', async () => {
    const s = await scene(1);
    const typeOnly = { channel: 'roomraccoon' as const, roomId: null, channelUnit: 'DZ' };
    const first = await s.apply({ ...typeOnly, externalId: 'RR-1' });
    expect(first.outcome).toBe('created');
    const second = await s.apply({ ...typeOnly, externalId: 'RR-2' });
    expect(second.outcome).toBe('conflict');
    expect(await s.deps.bookings.get(s.hotel.id, second.bookingId!)).toMatchObject({
      room: null,
      channelConflict: true,
      source: 'roomraccoon',
    });
    // The first is canceled at the channel: the second fits on its next delivery.
    await s.apply({ ...typeOnly, externalId: 'RR-1', status: 'canceled' });
    expect(await s.apply({ ...typeOnly, externalId: 'RR-2' })).toEqual({
      outcome: 'updated',
      bookingId: second.bookingId,
    });
    expect((await s.deps.bookings.get(s.hotel.id, second.bookingId!)).channelConflict).toBe(false);
    expect((await mirrorOf(s.hotel.id, 'RR-2'))!.state).toBe('synced');
  });

  it('an update into a taken room keeps the booking, unassigned as a conflict', async () => {
    const s = await scene(2);
    const { bookingId } = await s.apply();
    await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: '2031-06-01',
      departure: '2031-06-10',
      mainGuest: s.guest.id,
    });
    const moved = await s.apply({ roomId: s.rooms[1]!.id, channelUnit: 'Apartment Bergblick' });
    expect(moved).toEqual({ outcome: 'conflict', bookingId });
    expect(await s.deps.bookings.get(s.hotel.id, bookingId!)).toMatchObject({
      room: null,
      channelConflict: true,
    });
  });

  it('our own booking echoed back by the channel is that booking, never a second one', async () => {
    const s = await scene();
    const desk = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-06-01',
      departure: '2031-06-04',
      adults: 2,
      mainGuest: s.guest.id,
      notice: 'Desk note',
    });
    const ours = desk.json<{ _id: string; version: number }>();
    // What the outbound sync writes once Smoobu took the booking.
    await t.db.insert(channelReservations).values({
      hotelId: s.hotel.id,
      channel: 'smoobu',
      direction: 'outbound',
      externalId: 'SM-OUT-1',
      bookingId: ours._id,
      state: 'synced',
    });
    const echo = { externalId: 'SM-OUT-1', notice: 'PMS booking marker', price: 12345 };
    expect(await s.apply(echo)).toEqual({ outcome: 'unchanged', bookingId: ours._id });
    expect(await bookingsOf(s.hotel.id)).toHaveLength(1);
    const after = await s.deps.bookings.get(s.hotel.id, ours._id);
    expect(after).toMatchObject({ notice: 'Desk note', version: ours.version });
    expect(await s.apply({ ...echo, status: 'canceled' })).toEqual({
      outcome: 'canceled',
      bookingId: ours._id,
    });
    expect((await mirrorOf(s.hotel.id, 'SM-OUT-1'))!.direction).toBe('outbound');
  });

  it('takes the party the channel sold, even beyond the room type’s occupancy: the nights are held', async () => {
    const s = await scene();
    const { outcome, bookingId } = await s.apply({ adults: 9 });
    expect(outcome).toBe('created');
    expect((await s.deps.bookings.get(s.hotel.id, bookingId!)).adults).toBe(9);
  });

  it('an error is recorded in words with the reservation id, counted, and rethrown', async () => {
    const s = await scene();
    await expect(s.apply({ departure: '2032-06-01' })).rejects.toThrow();
    const errors = await t.db
      .select()
      .from(channelSyncErrors)
      .where(eq(channelSyncErrors.hotelId, s.hotel.id));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.externalId).toBe(s.reservation.externalId);
    expect(errors[0]!.message).not.toContain('Lena');
    const state = await countsOf(s.hotel.id);
    expect(state!.counts.errors).toBe(1);
    expect(state!.lastSuccessAt).toBeNull();

    // Bounded like the desk's input: impossible dates are refused, long texts cut.
    await expect(s.apply({ departure: '2031-05-01' })).rejects.toThrow();
    await expect(s.apply({ arrival: '2031-02-30' })).rejects.toThrow();
    expect(await bookingsOf(s.hotel.id)).toHaveLength(0);
    const { bookingId } = await s.apply({ notice: 'x'.repeat(5000) });
    expect((await s.deps.bookings.get(s.hotel.id, bookingId!)).notice).toHaveLength(2000);
  });
});
