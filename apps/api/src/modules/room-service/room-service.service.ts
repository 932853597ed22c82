import type { z } from 'zod';
import type {
  RoomService,
  RoomServiceListResponse,
  roomServiceCreateSchema,
  roomServiceListQuerySchema,
  roomServiceUpdateSchema,
} from '@hotel/shared/contracts/room-service';
import {
  canChangeRoomServiceStatus,
  isFinalRoomServiceStatus,
  type RoomServiceKind,
  type RoomServiceStatus,
} from '@hotel/shared/room-service-status';
import { todayIn } from '@hotel/shared/stay-dates';
import { commaList } from '../../lib/comma-list';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../lib/app-error';
import { findHotelSetting } from '../hotels';
import {
  findRoomService,
  insertRoomService,
  listRoomServices,
  lockRoomService,
  roomExists,
  updateRoomService,
  type RoomServiceListRow,
} from './room-service.repository';

type ListQuery = z.output<typeof roomServiceListQuerySchema>;
type CreateInput = z.output<typeof roomServiceCreateSchema>;
type UpdateInput = z.output<typeof roomServiceUpdateSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.roomServiceNotFound');

function toRoomService(row: RoomServiceListRow): RoomService {
  const { service } = row;
  return {
    _id: service.id,
    room: {
      _id: row.room.id,
      number: row.room.number,
      roomType: {
        _id: row.roomType.id,
        name: row.roomType.name,
        shortCode: row.roomType.shortCode,
      },
    },
    kind: service.kind,
    status: service.status,
    start: service.start.toISOString(),
    end: service.end.toISOString(),
    date: service.day,
    notice: service.notice,
    booking: row.booking
      ? {
          _id: row.booking.id,
          number: row.booking.number,
          guestName: row.guest ? `${row.guest.firstName} ${row.guest.lastName}`.trim() : '',
        }
      : null,
    doneAt: service.doneAt?.toISOString() ?? null,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}

/** Why a status change is refused, or undefined when the status machine allows it. */
function statusChangeError(from: RoomServiceStatus, to: RoomServiceStatus) {
  if (isFinalRoomServiceStatus(from)) {
    return new AppError('CONFLICT', 'errors.roomServiceFinal', {
      params: { status: `roomServiceStatus.${from}` },
    });
  }
  if (!canChangeRoomServiceStatus(from, to)) {
    return new AppError('CONFLICT', 'errors.roomServiceStatusChangeNotAllowed', {
      params: { from: `roomServiceStatus.${from}`, to: `roomServiceStatus.${to}` },
    });
  }
  return undefined;
}

/** Housekeeping (spec §3 Room service, §7): the board, manual records and status changes. */
export function createRoomServiceService(deps: { db: Db }) {
  const { db } = deps;

  async function timesOf(hotelId: string) {
    const times = await findHotelSetting(db, hotelId);
    if (!times) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    return times;
  }

  async function get(hotelId: string, id: string): Promise<RoomService> {
    const row = await findRoomService(db, hotelId, id);
    if (!row) throw notFound();
    return toRoomService(row);
  }

  return {
    /**
     * Only reads: today's automatic records are written by the jobs (the sweep, and a
     * booking's status change), never by a GET.
     */
    async list(hotelId: string, query: ListQuery): Promise<RoomServiceListResponse> {
      const times = await timesOf(hotelId);
      const today = todayIn(times.timeZone);
      const { rows, total } = await listRoomServices(
        db,
        hotelId,
        {
          date: query.date || undefined,
          statuses: query.status ? commaList<RoomServiceStatus>(query.status) : undefined,
          kinds: query.kind ? commaList<RoomServiceKind>(query.kind) : undefined,
          roomId: query.room,
        },
        query,
      );
      return { items: rows.map(toRoomService), total, page: query.page, limit: query.limit, today };
    },

    get,

    /** A manual record; it belongs to the board of the day it starts on in the hotel. */
    async create(hotelId: string, input: CreateInput, userId: string): Promise<RoomService> {
      if (!(await roomExists(db, hotelId, input.room))) {
        throw validationError([{ path: 'room', key: 'validation.roomUnknown' }]);
      }
      const { timeZone } = await timesOf(hotelId);
      const start = new Date(input.start);
      const row = await insertRoomService(db, hotelId, {
        roomId: input.room,
        kind: 'manual',
        start,
        end: new Date(input.end),
        day: todayIn(timeZone, start),
        notice: input.notice,
        createdBy: userId,
      });
      return get(hotelId, row.id);
    },

    /** Status along the status machine and the notice; a final record stays as it is. */
    async update(hotelId: string, id: string, input: UpdateInput): Promise<RoomService> {
      await db.transaction(async (tx) => {
        const row = await lockRoomService(tx, hotelId, id);
        if (!row) throw notFound();
        const statusChanges = input.status !== undefined && input.status !== row.status;
        const noticeChanges = input.notice !== undefined && input.notice !== row.notice;
        if (!statusChanges && !noticeChanges) return;
        if (statusChanges || isFinalRoomServiceStatus(row.status)) {
          const refusal = statusChangeError(row.status, input.status ?? row.status);
          if (refusal) throw refusal;
        }
        await updateRoomService(tx, hotelId, id, {
          ...(statusChanges ? { status: input.status } : {}),
          ...(input.status === 'done' && statusChanges ? { doneAt: new Date() } : {}),
          ...(noticeChanges ? { notice: input.notice } : {}),
        });
      });
      return get(hotelId, id);
    },
  };
}

export type RoomServiceService = ReturnType<typeof createRoomServiceService>;
