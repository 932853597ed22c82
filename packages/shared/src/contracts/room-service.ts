import { z } from 'zod';
import { ROOM_SERVICE_KINDS, ROOM_SERVICE_STATUSES } from '../room-service-status';
import { bookingRefSchema } from './booking-ref';
import { commaListOf, idField, optionalDateQuery, optionalText, requiredIdField } from './fields';

export const roomServiceStatusSchema = z.enum(ROOM_SERVICE_STATUSES, {
  error: 'validation.roomServiceStatusInvalid',
});
export const roomServiceKindSchema = z.enum(ROOM_SERVICE_KINDS, { error: 'validation.invalid' });

/** A room service (housekeeping) record, spec §3: room, start, end, status, notice. */
export const roomServiceSchema = z
  .object({
    _id: z.uuid(),
    room: z.object({
      _id: z.uuid(),
      number: z.string(),
      roomType: z.object({ _id: z.uuid(), name: z.string(), shortCode: z.string() }),
    }),
    kind: roomServiceKindSchema,
    status: roomServiceStatusSchema,
    /** ISO timestamps of the service window (e.g. check-out time to check-in time). */
    start: z.string(),
    end: z.string(),
    /** The day of `start` in the hotel's time zone, YYYY-MM-DD: the board it belongs to. */
    date: z.string(),
    notice: z.string(),
    /** The stay that caused it (departure, stay-over), or null for a manual record. */
    booking: bookingRefSchema.nullable(),
    /** When it was marked done; null otherwise. */
    doneAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RoomService' });
export type RoomService = z.infer<typeof roomServiceSchema>;

const instantField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .pipe(z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }));

/** The longest notice a record keeps; the forms stop typing there too. */
export const ROOM_SERVICE_NOTICE_MAX_LENGTH = 2000;

/** POST /api/room_service/: a manual record. */
export const roomServiceCreateSchema = z
  .strictObject({
    room: requiredIdField('validation.roomServiceRoomRequired'),
    start: instantField('validation.startRequired'),
    end: instantField('validation.endRequired'),
    notice: optionalText(ROOM_SERVICE_NOTICE_MAX_LENGTH),
  })
  .refine((value) => Date.parse(value.end) > Date.parse(value.start), {
    message: 'validation.endAfterStart',
    path: ['end'],
  });
export type RoomServiceCreateRequest = z.input<typeof roomServiceCreateSchema>;

/** PUT /api/room_service/{id}: status and notice, both optional (spec §7). */
export const roomServiceUpdateSchema = z.strictObject({
  status: roomServiceStatusSchema.optional(),
  notice: z.string().trim().max(ROOM_SERVICE_NOTICE_MAX_LENGTH, 'validation.tooLong').optional(),
});
export type RoomServiceUpdateRequest = z.input<typeof roomServiceUpdateSchema>;

/**
 * GET /api/room_service/: `date` is one day's board (YYYY-MM-DD in the hotel's time zone);
 * status and kind as comma lists; room; paging. Without a date, newest first.
 */
export const roomServiceListQuerySchema = z.object({
  date: optionalDateQuery,
  status: commaListOf(ROOM_SERVICE_STATUSES, 'validation.roomServiceStatusInvalid'),
  kind: commaListOf(ROOM_SERVICE_KINDS, 'validation.invalid'),
  room: idField.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  page: z.coerce.number().int().min(1).default(1),
});
export type RoomServiceListQuery = z.input<typeof roomServiceListQuerySchema>;

export const roomServiceListResponseSchema = z.object({
  items: z.array(roomServiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Today in the hotel's time zone, so the board knows which day is "today". */
  today: z.string(),
});
export type RoomServiceListResponse = z.infer<typeof roomServiceListResponseSchema>;
