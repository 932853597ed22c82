import type { z } from 'zod';
import type {
  Lock,
  LockList,
  LockOpened,
  LockOpening,
  LockSimulator,
  ProviderLockList,
  lockInputSchema,
  lockListQuerySchema,
} from '@hotel/shared/contracts/locks';
import type { LockProviderKind } from '@hotel/shared/locks';
import { lockProviderAppError } from '../../adapters/locks/lock-provider-error';
import {
  activeLockProvider,
  type LockProviderFor,
} from '../../adapters/locks/resolve-lock-provider';
import {
  addSimulatedLocks,
  isSimulatorFailing,
  setSimulatorFailing,
} from '../../adapters/locks/simulator-lock-provider';
import type { Db } from '../../db/client';
import type { CredentialsService } from '../credentials';
import { isUniqueViolation } from '../../db/errors';
import type { JobSender } from '../../jobs/registry';
import { AppError, validationError } from '../../lib/app-error';
import { naturalCompare } from '../../lib/natural-compare';
import type { Principal } from '../../lib/principal';
import { placementChanged, resyncBookingsOfLock } from './lock-resync';
import { createLocksRepository, type LockWithRoom } from './locks.repository';
import { openLockAndRecord } from './open-lock';

type LockInput = z.output<typeof lockInputSchema>;
type LockListQuery = z.output<typeof lockListQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.lockNotFound');
const providerIdTaken = (providerId: string) =>
  new AppError('CONFLICT', 'errors.lockProviderIdTaken', { params: { providerId } });
const roomTaken = (number: string, name: string) =>
  new AppError('CONFLICT', 'errors.lockRoomTaken', { params: { number, name } });
const roomNotFound = () => validationError([{ path: 'roomId', key: 'errors.lockRoomNotFound' }]);

function toLock({ lock, room }: LockWithRoom): Lock {
  return {
    _id: lock.id,
    name: lock.name,
    hardware: lock.hardware,
    providerId: lock.providerId,
    shared: lock.shared,
    room: room ? { _id: room.id, number: room.number } : null,
  };
}

/** Natural order (room 2 before room 10) by the chosen property, the other one breaking ties. */
function compareLocks(sortProp: LockListQuery['sortProp']) {
  const other = sortProp === 'name' ? 'providerId' : 'name';
  return (a: Lock, b: Lock) =>
    naturalCompare(a[sortProp], b[sortProp]) || naturalCompare(a[other], b[other]);
}

export function createLocksService(deps: {
  db: Db;
  jobs: JobSender;
  lockProviderFor: LockProviderFor;
  credentials: Pick<CredentialsService, 'status'>;
}) {
  const repository = createLocksRepository(deps.db);

  /** What answers for the hotel's locks right now (the simulator, bwOnline's service, Nuki). */
  function activeProvider(hotelId: string): Promise<LockProviderKind> {
    return activeLockProvider(deps, hotelId);
  }

  async function find(hotelId: string, id: string) {
    const row = await repository.find(hotelId, id);
    if (!row) throw notFound();
    return row;
  }

  async function save(hotelId: string, input: LockInput, id?: string): Promise<Lock> {
    const before = id ? (await find(hotelId, id)).lock : undefined;
    const hardware = await repository.configuredHardware(hotelId);
    const room = input.roomId ? await repository.roomOfHotel(hotelId, input.roomId) : undefined;
    if (input.roomId && !room) throw roomNotFound();
    if (await repository.isProviderIdTaken(hotelId, hardware, input.providerId, id)) {
      throw providerIdTaken(input.providerId);
    }
    const roomLock = room ? await repository.lockOfRoom(room.id, id) : undefined;
    if (room && roomLock) throw roomTaken(room.number, roomLock.name);

    const values = {
      name: input.name,
      hardware,
      providerId: input.providerId,
      shared: input.shared,
      roomId: input.roomId,
    };
    // Without a provider the hotel's doors are simulated here: a lock added on the Locks page
    // is a simulated lock from then on (as installing one would be), so it opens and takes codes.
    const simulated = (await activeProvider(hotelId)) === 'simulator';
    try {
      const savedId = await deps.db.transaction(async (tx) => {
        if (simulated) {
          await addSimulatedLocks(tx, hotelId, [
            { providerId: input.providerId, name: input.name },
          ]);
        }
        const inTx = createLocksRepository(tx);
        const row = id
          ? await inTx.update(hotelId, id, values)
          : await inTx.insert(hotelId, values);
        if (!row) throw notFound();
        // The doors of the stays before and after the change get their grants redone.
        if (placementChanged(before, row)) {
          await resyncBookingsOfLock(tx, deps.jobs, hotelId, [before, row]);
        }
        return row.id;
      });
      return toLock(await find(hotelId, savedId));
    } catch (error) {
      // Two saves at once: the constraints decide, with the same answers as the checks above.
      if (isUniqueViolation(error, 'locks_hotel_provider_unique')) {
        throw providerIdTaken(input.providerId);
      }
      if (room && isUniqueViolation(error, 'locks_room_unique')) {
        const holder = await repository.lockOfRoom(room.id, id);
        throw roomTaken(room.number, holder?.name ?? '');
      }
      throw error;
    }
  }

  return {
    /** The hotel's locks of its configured hardware, shared ones apart from room locks. */
    async list(hotelId: string, query: LockListQuery): Promise<LockList> {
      const hardware = await repository.configuredHardware(hotelId);
      const all = (await repository.list(hotelId, hardware)).map(toLock);
      all.sort(compareLocks(query.sortProp));
      if (query.sortOrder === 'desc') all.reverse();
      return {
        hardware,
        provider: await activeProvider(hotelId),
        shared: all.filter((lock) => lock.shared),
        rooms: all.filter((lock) => !lock.shared),
      };
    },

    get: async (hotelId: string, id: string) => toLock(await find(hotelId, id)),
    create: (hotelId: string, input: LockInput) => save(hotelId, input),
    update: (hotelId: string, id: string, input: LockInput) => save(hotelId, input, id),

    /** Opens the door now; a lock of hardware the hotel no longer uses is not one of its doors. */
    async open(hotelId: string, id: string, principal: Principal): Promise<LockOpened> {
      const { lock } = await find(hotelId, id);
      if (lock.hardware !== (await repository.configuredHardware(hotelId))) throw notFound();
      return openLockAndRecord(deps, { lock, principal });
    },

    async lastOpenings(hotelId: string, limit: number): Promise<{ openings: LockOpening[] }> {
      const rows = await repository.lastOpenings(hotelId, limit);
      return {
        openings: rows.map(({ opening, lockName }) => ({
          _id: opening.id,
          lock: { _id: opening.lockId, name: lockName },
          at: opening.createdAt.toISOString(),
          actor: { kind: opening.actorKind, name: opening.actorName },
          outcome: opening.outcome,
          error: opening.error,
        })),
      };
    },

    /** The provider's own list, to pick a provider id from (spec §8: its message on failure). */
    async providerLocks(hotelId: string): Promise<ProviderLockList> {
      try {
        const provider = await deps.lockProviderFor(hotelId);
        return { provider: provider.kind, locks: await provider.listLocks() };
      } catch (error) {
        throw lockProviderAppError(error, 'errors.lockListFailed');
      }
    },

    async simulator(hotelId: string): Promise<LockSimulator> {
      return { failing: await isSimulatorFailing(deps.db, hotelId) };
    },

    /** The simulator's failure switch; only while the simulator answers for the hotel. */
    async setSimulator(hotelId: string, input: LockSimulator): Promise<LockSimulator> {
      if ((await activeProvider(hotelId)) !== 'simulator') {
        throw new AppError('CONFLICT', 'errors.lockSimulatorInactive');
      }
      await setSimulatorFailing(deps.db, hotelId, input.failing);
      return { failing: await isSimulatorFailing(deps.db, hotelId) };
    },
  };
}

export type LocksService = ReturnType<typeof createLocksService>;
