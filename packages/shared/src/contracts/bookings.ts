import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_SOURCES, BOOKING_STATUSES } from '../booking-status';
import { MAX_STAY_NIGHTS } from '../constants';
import { isIsoDate, nightsBetween } from '../stay-dates';
import { commaListOf, idField, optionalText, requiredIdField } from './fields';
import { guestSummarySchema } from './guests';
import { bookingPaymentSchema } from './payments';
import { moneyField } from './services';

export const bookingStatusSchema = z.enum(BOOKING_STATUSES, {
  error: 'validation.bookingStatusInvalid',
});
export const bookingSourceSchema = z.enum(BOOKING_SOURCES, { error: 'validation.invalid' });

/** Where a booking came from outside: every source but the desk's own `manual`. */
export const EXTERNAL_REF_SOURCES = BOOKING_SOURCES.filter(
  (source): source is Exclude<(typeof BOOKING_SOURCES)[number], 'manual'> => source !== 'manual',
);

// C0 and C1 control characters and DEL: an external id is shown and searched, never formatted.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A channel's, import's or API caller's own id for the booking. Unique per hotel and source,
 * so the same channel booking can never be imported twice.
 */
export const externalRefSchema = z
  .strictObject({
    source: z.enum(EXTERNAL_REF_SOURCES, { error: 'validation.invalid' }),
    id: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.tooLong')
      .refine((value) => !CONTROL_CHARACTERS.test(value), 'validation.invalid'),
  })
  .meta({ id: 'ExternalRef' });
export type ExternalRef = z.infer<typeof externalRefSchema>;

/** A booking's version as the client read it (optimistic concurrency). */
export const bookingVersionField = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid');

/** A stay date `YYYY-MM-DD` in the hotel's time zone. */
export const stayDateField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine(isIsoDate, 'validation.dateInvalid');

/** How many adults and children one booking holds (the CSV import checks its rows by these). */
export const BOOKING_ADULTS = { min: 1, max: 50 } as const;
export const BOOKING_CHILDREN = { min: 0, max: 50 } as const;

const personCount = (min: number, max: number) =>
  z
    .number({ error: 'validation.occupancyInvalid' })
    .int('validation.occupancyInvalid')
    .min(min, 'validation.occupancyInvalid')
    .max(max, 'validation.occupancyInvalid');

export const roomTypeRef = z.object({ _id: z.uuid(), name: z.string(), shortCode: z.string() });
const roomRef = z.object({ _id: z.uuid(), number: z.string() });

/**
 * One changed field. Plain values (dates, counts, amounts, status) are stored as they were;
 * references as snapshots of how they read then, so the history needs no lookups: roomType
 * `{ _id, name }`, room `{ _id, number }`, mainGuest and guest `{ _id, firstName, lastName }`,
 * services `[{ _id, name }]`, payment the payment's changed fields. null means none.
 */
export const bookingHistoryChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});

export const BOOKING_HISTORY_ACTIONS = [
  'created',
  'updated',
  'status',
  'guest_added',
  'guest_removed',
  'main_guest',
  'code_reset',
  'guest_merged',
  'payment_added',
  'payment_status',
  /** Self check-in completed (by the guest) or confirmed or withdrawn by hand (staff). */
  'self_check_in',
] as const;

export const HISTORY_ACTOR_KINDS = ['staff', 'guest', 'api_key', 'system'] as const;

export const bookingHistoryEntrySchema = z
  .object({
    _id: z.uuid(),
    action: z.enum(BOOKING_HISTORY_ACTIONS),
    /** The staff member who did it; null when someone or something else did. */
    user: z.object({ _id: z.uuid().nullable(), name: z.string() }).nullable(),
    /**
     * Who did it: a staff member or guest by name, an API key by its name, or the system by
     * its source (`public_page`, `smoobu`, `roomraccoon`, `csv_import`, `scheduler`). null
     * for entries written before principals existed without a name.
     */
    actor: z.object({ kind: z.enum(HISTORY_ACTOR_KINDS), name: z.string() }).nullable(),
    changes: z.array(bookingHistoryChangeSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'BookingHistoryEntry' });
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** A booking with everything, as the service reads it and staff see it. */
export const bookingSchema = z.object({
  _id: z.uuid(),
  /** Readable and sequential per hotel, from 1. */
  number: z.number().int(),
  status: bookingStatusSchema,
  source: bookingSourceSchema,
  roomType: roomTypeRef,
  room: roomRef.nullable(),
  mainGuest: guestSummarySchema.nullable(),
  /** Everyone on the booking, the main guest first. */
  guests: z.array(guestSummarySchema),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  kids: z.number().int(),
  extraBeds: z.number().int(),
  services: z.array(z.object({ _id: z.uuid(), name: z.string(), amount: z.number().int() })),
  /** What the guest pays, in minor units: the computed price unless overridden. */
  price: z.number().int(),
  computedPrice: z.number().int(),
  isPriceOverridden: z.boolean(),
  accessCode: z.string(),
  notice: z.string(),
  selfCheckInCompleted: z.boolean(),
  externalRef: externalRefSchema.nullable(),
  /** `block`: a channel's blocked period (no guest, no price); see BOOKING_KINDS. */
  kind: z.enum(BOOKING_KINDS),
  /**
   * A channel reservation that overlapped a booking in its room: stored unassigned until staff
   * place it (assigning a room clears it).
   */
  channelConflict: z.boolean(),
  /** Raised by every change; send it back with PUT or PATCH …/placement as a precondition. */
  version: z.number().int(),
  history: z.array(bookingHistoryEntrySchema),
  /** Oldest first (spec §3 Booking payments). */
  payments: z.array(bookingPaymentSchema),
  /** Sum of the paid payments in the hotel's currency, minor units. */
  paidAmount: z.number().int(),
  /** price − paidAmount; negative when the guest has a credit. */
  openAmount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What the booking calls answer (read, create, change, status). Staff get the whole booking; an
 * API key gets it without `accessCode` (the guest's door code: keys never see door codes) and
 * without `history` (it names staff members), as webhooks do.
 */
export const bookingResponseSchema = bookingSchema
  .extend({
    accessCode: bookingSchema.shape.accessCode
      .optional()
      .describe("The guest's door code; never sent to API keys."),
    history: bookingSchema.shape.history
      .optional()
      .describe('Newest first; never sent to API keys (it names staff members).'),
  })
  .meta({ id: 'Booking' });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const bookingListItemSchema = z
  .object({
    _id: z.uuid(),
    number: z.number().int(),
    status: bookingStatusSchema,
    source: bookingSourceSchema,
    roomType: roomTypeRef,
    room: roomRef.nullable(),
    mainGuest: z
      .object({ _id: z.uuid(), firstName: z.string(), lastName: z.string(), vip: z.boolean() })
      .nullable(),
    guestCount: z.number().int(),
    arrival: z.string(),
    departure: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    kids: z.number().int(),
    price: z.number().int(),
    channelConflict: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'BookingListItem' });
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

export const BOOKING_SORTS = [
  'number',
  '-number',
  'arrival',
  '-arrival',
  'departure',
  '-departure',
  'price',
  '-price',
  'createdAt',
  '-createdAt',
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/** `from,to` with either side optional, e.g. `2026-11-01,` = from the 1st on. */
const dateRangeQuery = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) =>
      !value ||
      (value.split(',').length <= 2 &&
        value.split(',').every((part) => part.trim() === '' || isIsoDate(part.trim()))),
    'validation.dateRangeInvalid',
  );

/** GET /api/booking (spec §7): status as a comma list, number, roomType, arrival, departure, sort, limit. */
export const bookingListQuerySchema = z.object({
  status: commaListOf(BOOKING_STATUSES, 'validation.bookingStatusInvalid'),
  number: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1)
    .optional(),
  roomType: idField.optional(),
  /** Guest name, email or mobile. */
  search: z.string().trim().max(200, 'validation.tooLong').optional(),
  arrival: dateRangeQuery,
  departure: dateRangeQuery,
  /** A channel's or import's reference: which booking they know as this id. */
  externalSource: z.enum(EXTERNAL_REF_SOURCES, { error: 'validation.invalid' }).optional(),
  externalId: z.string().trim().min(1).max(200, 'validation.tooLong').optional(),
  sort: z.enum(BOOKING_SORTS, { error: 'validation.invalid' }).default('-arrival'),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const bookingListResponseSchema = z.object({
  items: z.array(bookingListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

/** GET /api/booking/export: the list's filters (no paging) and a file format. */
export const bookingExportQuerySchema = bookingListQuerySchema
  .omit({ limit: true, page: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv') });

const bookingFields = {
  roomType: requiredIdField('validation.bookingRoomTypeRequired'),
  /** A room of that room type, or null to assign one later (until check-in). */
  room: idField.nullable().default(null),
  arrival: stayDateField('validation.arrivalRequired'),
  departure: stayDateField('validation.departureRequired'),
  adults: personCount(BOOKING_ADULTS.min, BOOKING_ADULTS.max).default(1),
  kids: personCount(BOOKING_CHILDREN.min, BOOKING_CHILDREN.max).default(0),
  extraBeds: personCount(0, 20).default(0),
  mainGuest: idField.nullable().default(null),
  services: z.array(idField).max(100).default([]),
  /** A manual price in minor units; null uses the computed price. An override is recorded. */
  price: moneyField.nullable().default(null),
  notice: optionalText(2000),
};

/**
 * Departure after arrival (the spec's minimum stay message with the staff minimum of one
 * night) and at most MAX_STAY_NIGHTS nights: every check and price walks the stay night by
 * night. For every call that names a stay: staff, API keys and the public booking page.
 */
export function withStayLength<T extends z.ZodType<{ arrival: string; departure: string }>>(
  schema: T,
) {
  return schema.superRefine((value, ctx) => {
    if (!isIsoDate(value.arrival) || !isIsoDate(value.departure)) return;
    if (value.departure <= value.arrival) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.minimumStay',
        path: ['departure'],
        params: { params: { days: 1 } },
      });
    } else if (nightsBetween(value.arrival, value.departure) > MAX_STAY_NIGHTS) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.stayTooLong',
        path: ['departure'],
        params: { params: { max: MAX_STAY_NIGHTS } },
      });
    }
  });
}

/** POST /api/booking/ */
export const bookingCreateSchema = withStayLength(
  z.strictObject({
    ...bookingFields,
    /** Co-guests besides the main guest. */
    guests: z.array(idField).max(50).default([]),
    source: bookingSourceSchema.default('manual'),
    externalRef: externalRefSchema.nullable().default(null),
  }),
);
export type BookingCreateRequest = z.input<typeof bookingCreateSchema>;

/**
 * PUT /api/booking/{id}: the same fields. `version`, when given, is a precondition: a booking
 * changed since the client read it answers 409 BOOKING_CHANGED instead of being overwritten.
 */
export const bookingUpdateSchema = withStayLength(
  z.strictObject({ ...bookingFields, version: bookingVersionField.optional() }),
);
export type BookingUpdateRequest = z.input<typeof bookingUpdateSchema>;

/**
 * PATCH /api/booking/{id}/placement: the calendar's move and resize. Only where the booking
 * sits changes; the version it was read at is required.
 */
export const bookingPlacementSchema = withStayLength(
  z.strictObject({
    roomType: bookingFields.roomType,
    room: bookingFields.room,
    arrival: bookingFields.arrival,
    departure: bookingFields.departure,
    version: bookingVersionField,
  }),
);
export type BookingPlacementRequest = z.input<typeof bookingPlacementSchema>;

/** PUT /api/booking/status */
export const bookingStatusRequestSchema = z.strictObject({
  id: requiredIdField('validation.bookingIdRequired'),
  status: bookingStatusSchema,
});

/** PUT /api/booking/code/{bookingId} */
export const bookingCodeRequestSchema = z.strictObject({ reset: z.literal(true) });

/** POST (add) and PUT (make main guest) /api/booking/{id}/guest. */
export const bookingGuestRequestSchema = z.strictObject({
  guest: requiredIdField('validation.guestIdRequired'),
});

/** GET /api/booking/availability: what the create form and the calendar show before saving. */
export const availabilityQuerySchema = withStayLength(
  z.object({
    arrival: stayDateField('validation.arrivalRequired'),
    departure: stayDateField('validation.departureRequired'),
    /** A booking being edited does not count against itself. */
    excludeBooking: idField.optional(),
  }),
);

export const availabilityResponseSchema = z.object({
  roomTypes: z.array(
    z.object({
      _id: z.uuid(),
      /** Rooms of the type still free on every night (the fewest over the stay). */
      available: z.number().int(),
      /** Rooms of the type that hold no booking on any night of the stay. */
      freeRoomIds: z.array(z.uuid()),
    }),
  ),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** A dashboard arrival: its list row, and whether the guest has checked in themselves. */
export const dashboardArrivalSchema = bookingListItemSchema.extend({
  selfCheckInCompleted: z.boolean(),
});
export type DashboardArrival = z.infer<typeof dashboardArrivalSchema>;

/** GET /api/booking/dashboard: the dashboard's panels (spec §2). */
export const dashboardResponseSchema = z.object({
  /** The hotel's date today, in its time zone. */
  today: z.string(),
  /** The desk's day: today's arrivals and departures, guests in house, arrivals not checked in. */
  todayCounts: z.object({
    arrivals: z.number().int(),
    departures: z.number().int(),
    inHouse: z.number().int(),
    toCheckIn: z.number().int(),
  }),
  arrivals: z.array(dashboardArrivalSchema),
  departures: z.array(bookingListItemSchema),
  occupancy: z.object({ occupiedRooms: z.number().int(), totalRooms: z.number().int() }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
