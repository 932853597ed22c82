import type { Lock, LockInput } from '@hotel/shared/contracts/locks';
import type { Permission } from '@hotel/shared/permissions';
import { addSimulatedLocks } from '../../adapters/locks/simulator-lock-provider';
import { bearerEn, createHotel, createMember, createUser, loginAs } from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * A hotel (owner Mara User) with rooms 101–103 and the simulator's locks "Entrance"
 * (sim-entrance) and "Room 101" … "Room 103" (sim-101 …); `call` is an API request as the
 * owner in English unless other headers are given.
 */
export async function locksScene(t: TestApp) {
  const owner = await createUser(t.db, { firstName: 'Mara' });
  const hotel = await createHotel(t.db, owner);
  const token = await loginAs(t.app, owner);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const rooms = await createRooms(t.db, hotel.id, roomType.id, 3);
  await addSimulatedLocks(t.db, hotel.id, [
    { providerId: 'sim-entrance', name: 'Entrance' },
    ...rooms.map((room) => ({ providerId: `sim-${room.number}`, name: `Room ${room.number}` })),
  ]);
  const headers = bearerEn(token, hotel.id);

  const call = (
    method: Method,
    url: string,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: options.headers ?? headers,
      ...(options.payload ? { payload: options.payload } : {}),
    });

  async function createLock(input: LockInput): Promise<Lock> {
    const response = await call('POST', '/api/lock', { payload: input });
    if (response.statusCode !== 201) throw new Error(`lock not created: ${response.body}`);
    return response.json<Lock>();
  }

  /** A signed-in member of this hotel with exactly these permissions: their headers. */
  async function memberHeaders(permissions: Permission[]) {
    const member = await createMember(t.db, hotel.id, permissions);
    return bearerEn(await loginAs(t.app, member), hotel.id);
  }

  return { owner, hotel, token, roomType, rooms, headers, call, createLock, memberHeaders };
}
