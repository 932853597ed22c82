import type { z } from 'zod';
import type {
  Guest,
  guestListQuerySchema,
  guestRequestSchema,
} from '@hotel/shared/contracts/guests';
import type { Db } from '../../db/client';
import type { GuestRow } from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { recordBookingChange } from '../bookings';
import { createGuestsRepository, type GuestValues } from './guests.repository';

type GuestInput = z.output<typeof guestRequestSchema>;
type GuestListQuery = z.output<typeof guestListQuerySchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.guestNotFound');

/** Text fields a merge copies from the source when the target's is empty. */
const MERGED_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'company',
  'position',
  'country',
  'region',
  'city',
  'address',
  'postalCode',
  'comment',
  'language',
  'nationality',
  'passportNumber',
] as const;

function toGuest(row: { guest: GuestRow; bookingCount: number }): Guest {
  const { id, hotelId: _hotelId, updatedAt: _updatedAt, createdAt, ...fields } = row.guest;
  return {
    _id: id,
    ...fields,
    bookingCount: Number(row.bookingCount),
    createdAt: createdAt.toISOString(),
  };
}

const fullName = (guest: GuestRow) => `${guest.firstName} ${guest.lastName}`.trim();

/** The target's values win; the source only fills what the target left empty. */
function mergedValues(target: GuestRow, source: GuestRow): GuestValues {
  const values: GuestValues = {
    firstName: target.firstName,
    gender: target.gender ?? source.gender,
    birthDate: target.birthDate ?? source.birthDate,
    vip: target.vip || source.vip,
    verified: target.verified || source.verified,
  };
  for (const field of MERGED_TEXT_FIELDS) values[field] = target[field] || source[field];
  return values;
}

export function createGuestsService(deps: { db: Db }) {
  const repository = createGuestsRepository(deps.db);

  async function get(hotelId: string, id: string): Promise<Guest> {
    const row = await repository.find(hotelId, id);
    if (!row) throw notFound();
    return toGuest(row);
  }

  return {
    async list(hotelId: string, query: GuestListQuery) {
      const { rows, total } = await repository.list(hotelId, query);
      return { items: rows.map(toGuest), total, page: query.page, limit: query.limit };
    },
    get,
    companies: (hotelId: string, search?: string) => repository.companies(hotelId, search),
    async create(hotelId: string, input: GuestInput) {
      const row = await repository.insert(hotelId, input);
      return get(hotelId, row.id);
    },
    async update(hotelId: string, id: string, input: GuestInput) {
      if (!(await repository.update(hotelId, id, input))) throw notFound();
      return get(hotelId, id);
    },
    async delete(hotelId: string, id: string) {
      const row = await repository.find(hotelId, id);
      if (!row) throw notFound();
      const count = Number(row.bookingCount);
      if (count > 0)
        throw new AppError('CONFLICT', 'errors.guestHasBookings', { params: { count } });
      await repository.delete(hotelId, id);
    },

    /** Spec §7 Guests: the source disappears into the target, all in one transaction. */
    async merge(
      hotelId: string,
      ids: { targetId: string; sourceId: string },
      principal: Principal,
    ): Promise<Guest> {
      await deps.db.transaction(async (tx) => {
        const txRepository = createGuestsRepository(tx);
        const locked = await txRepository.lockGuests(hotelId, [ids.targetId, ids.sourceId]);
        const target = locked.find((guest) => guest.id === ids.targetId);
        const source = locked.find((guest) => guest.id === ids.sourceId);
        if (!target || !source) throw notFound();

        const bookingIds = await txRepository.bookingIdsOf(hotelId, source.id);
        await txRepository.moveBookings(hotelId, source.id, target.id);
        // One history entry and event per booking whose guests changed, so each booking's
        // history and subscribers see it.
        for (const bookingId of bookingIds) {
          await recordBookingChange(tx, {
            hotelId,
            bookingId,
            principal,
            action: 'guest_merged',
            changes: [{ field: 'guest', from: fullName(source), to: fullName(target) }],
            type: 'guests.merged',
            data: { sourceGuestId: source.id, targetGuestId: target.id },
          });
        }
        await txRepository.update(hotelId, target.id, mergedValues(target, source));
        await txRepository.delete(hotelId, source.id);
      });
      return get(hotelId, ids.targetId);
    },
  };
}

export type GuestsService = ReturnType<typeof createGuestsService>;
