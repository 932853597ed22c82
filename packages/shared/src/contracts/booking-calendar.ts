import { z } from 'zod';
import { BOOKING_KINDS } from '../booking-status';
import { bookingSourceSchema, bookingStatusSchema, roomTypeRef, stayDateField } from './bookings';
import { MAX_CALENDAR_DAYS } from '../constants';
import { nightsBetween } from '../stay-dates';
import { idField } from './fields';

/** GET /api/booking/calendar?startDate&endDate (at most MAX_CALENDAR_DAYS days). */
export const calendarQuerySchema = z
  .object({
    startDate: stayDateField('validation.startDateRequired'),
    endDate: stayDateField('validation.endDateRequired'),
    roomType: idField.optional(),
  })
  .refine((value) => value.endDate > value.startDate, {
    message: 'validation.dateRangeInvalid',
    path: ['endDate'],
  })
  .refine((value) => nightsBetween(value.startDate, value.endDate) <= MAX_CALENDAR_DAYS, {
    message: 'validation.dateRangeTooLong',
    path: ['endDate'],
    params: { params: { max: MAX_CALENDAR_DAYS } },
  });

export const calendarBookingSchema = z.object({
  _id: z.uuid(),
  number: z.number().int(),
  status: bookingStatusSchema,
  roomTypeId: z.uuid(),
  /** null: the unassigned lane of its room type. */
  roomId: z.uuid().nullable(),
  arrival: z.string(),
  departure: z.string(),
  guestName: z.string(),
  adults: z.number().int(),
  kids: z.number().int(),
  /** price − paid payments in the hotel's currency (minor units); negative is a credit. */
  openAmount: z.number().int(),
  /** A channel's blocked period: drawn as a block, without guest or balance. */
  kind: z.enum(BOOKING_KINDS),
  /** A channel reservation waiting unassigned because it overlapped a booking. */
  channelConflict: z.boolean(),
  source: bookingSourceSchema,
  /** The precondition a move or resize sends back. */
  version: z.number().int(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarResponseSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    today: z.string(),
    roomTypes: z.array(roomTypeRef),
    /** Natural number order within each room type. */
    rooms: z.array(
      z.object({
        _id: z.uuid(),
        number: z.string(),
        roomTypeId: z.uuid(),
        /** A departure or manual room service record of today or earlier is not done yet. */
        needsCleaning: z.boolean(),
      }),
    ),
    /** Bookings holding a night in [startDate, endDate); canceled ones are left out. */
    bookings: z.array(calendarBookingSchema),
  })
  .meta({ id: 'Calendar' });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
