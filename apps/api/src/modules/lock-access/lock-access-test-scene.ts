import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BookingAccess } from '@hotel/shared/contracts/locks';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { addSimulatedLocks } from '../../adapters/locks/simulator-lock-provider';
import { hotels, type HotelSettingRow } from '../../db/schema';
import { locks, simulatedLockEvents } from '../../db/schema-locks';
import { createBookingScene } from '../../test/reservation-factories';
import type { TestApp } from '../../test/test-app';

/**
 * A hotel with three rooms, a simulated lock on each (sim-room-<number>) and one shared
 * entrance (sim-entrance), the setting given, and calls to book and read a booking's access.
 */
export async function createLockScene(t: TestApp, setting: Partial<HotelSettingRow> = {}) {
  const scene = await createBookingScene(t, { roomCount: 3 });
  const { hotel } = scene;
  await t.db
    .update(hotels)
    .set({ setting: { ...hotel.setting, additional_entrance: true, ...setting } })
    .where(eq(hotels.id, hotel.id));
  const roomLocks = scene.rooms.map((room) => ({
    providerId: `sim-room-${room.number}`,
    name: `Zimmer ${room.number}`,
  }));
  const entrance = { providerId: 'sim-entrance', name: 'Haupteingang' };
  await addSimulatedLocks(t.db, hotel.id, [...roomLocks, entrance]);
  await t.db.insert(locks).values([
    ...scene.rooms.map((room, index) => ({
      hotelId: hotel.id,
      hardware: 'bwOnline' as const,
      ...roomLocks[index]!,
      roomId: room.id,
    })),
    { hotelId: hotel.id, hardware: 'bwOnline' as const, ...entrance, shared: true },
  ]);
  const today = todayIn(hotel.setting.timeZone);

  /** A booking of the scene's guest; `from` and `to` are days from today. */
  async function book(from: number, to: number, roomIndex: number | null = 0) {
    const response = await scene.call('POST', '/api/booking', {
      roomType: scene.roomType.id,
      room: roomIndex === null ? null : scene.rooms[roomIndex]!.id,
      arrival: addDays(today, from),
      departure: addDays(today, to),
      mainGuest: scene.guest.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ _id: string; number: number; accessCode: string; version: number }>();
  }

  async function setStatus(id: string, status: string) {
    const response = await scene.call('PUT', '/api/booking/status', { id, status });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function access(id: string): Promise<BookingAccess> {
    const response = await scene.call('GET', `/api/booking/${id}/access`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BookingAccess>();
  }

  /** The booking's version, the precondition of a move. */
  async function versionOf(id: string) {
    const response = await scene.call('GET', `/api/booking/${id}`);
    return response.json<{ version: number }>().version;
  }

  /** The codes the simulator would open for right now (granted and not revoked), by door. */
  async function activeGrants() {
    return t.db
      .select({
        providerId: simulatedLockEvents.providerId,
        code: simulatedLockEvents.code,
        validFrom: simulatedLockEvents.validFrom,
        validUntil: simulatedLockEvents.validUntil,
      })
      .from(simulatedLockEvents)
      .where(
        and(
          eq(simulatedLockEvents.hotelId, hotel.id),
          eq(simulatedLockEvents.action, 'grant'),
          isNull(simulatedLockEvents.revokedAt),
        ),
      )
      .orderBy(asc(simulatedLockEvents.providerId));
  }

  /** How many times the simulator was asked to `action` at a door. */
  async function callsAt(providerId: string, action: 'grant' | 'revoke') {
    const rows = await t.db
      .select({ id: simulatedLockEvents.id })
      .from(simulatedLockEvents)
      .where(
        and(
          eq(simulatedLockEvents.hotelId, hotel.id),
          eq(simulatedLockEvents.providerId, providerId),
          eq(simulatedLockEvents.action, action),
        ),
      );
    return rows.length;
  }

  return { ...scene, today, book, setStatus, access, versionOf, activeGrants, callsAt };
}
