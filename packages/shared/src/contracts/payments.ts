import { z } from 'zod';
import { PAYMENT_CREATE_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../payment-status';
import { bookingRefSchema } from './booking-ref';
import {
  commaListOf,
  idField,
  optionalDateQuery,
  optionalText,
  requiredIdField,
  withDateOrder,
} from './fields';
import { minorUnitsField } from './services';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: 'validation.paymentStatusInvalid',
});
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'validation.paymentMethodRequired',
});

/** A payment as it appears inside its booking (spec §3 Payment). */
export const bookingPaymentSchema = z
  .object({
    _id: z.uuid(),
    /** Readable and sequential per hotel, from 1. */
    number: z.number().int(),
    status: paymentStatusSchema,
    method: paymentMethodSchema,
    /** Minor units of `currency` (the hotel's currency when it was recorded). */
    amount: z.number().int(),
    currency: z.string(),
    /** The guest app opens the room only once this payment is paid (spec §4 displayed status). */
    grantsRoomAccess: z.boolean(),
    notice: z.string(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BookingPayment' });
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** A payment in the hotel-wide list: with the booking it belongs to. */
export const paymentSchema = bookingPaymentSchema
  .extend({
    booking: bookingRefSchema,
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** 'Payment: method required; amount required and greater than 0' (spec §5). */
const paymentAmountField = minorUnitsField('validation.paymentAmountRequired').min(
  1,
  'validation.paymentAmountRequired',
);

/** POST /api/payment */
export const paymentCreateSchema = z.strictObject({
  booking: requiredIdField('validation.bookingIdRequired'),
  method: paymentMethodSchema,
  amount: paymentAmountField,
  status: z
    .enum(PAYMENT_CREATE_STATUSES, { error: 'validation.paymentStatusInvalid' })
    .default('new'),
  grantsRoomAccess: z.boolean({ error: 'validation.invalidType' }).default(false),
  notice: optionalText(500),
});
export type PaymentCreateRequest = z.input<typeof paymentCreateSchema>;

/**
 * PUT /api/payment/{id}: status, the room-access flag and the notice, each optional. Method
 * and amount do not change once recorded; a wrong payment is canceled and recorded again.
 */
export const paymentUpdateSchema = z.strictObject({
  status: paymentStatusSchema.optional(),
  grantsRoomAccess: z.boolean({ error: 'validation.invalidType' }).optional(),
  notice: z.string().trim().max(500, 'validation.tooLong').optional(),
});
export type PaymentUpdateRequest = z.input<typeof paymentUpdateSchema>;

export const PAYMENT_SORTS = [
  'createdAt',
  '-createdAt',
  'amount',
  '-amount',
  'number',
  '-number',
] as const;

/**
 * The filters of the payments list and its export: status and method as comma lists, from/to
 * (inclusive days on which the payment was recorded, in the hotel's time zone), the booking's
 * number or id, sort.
 */
const paymentFilterFields = z.object({
  status: commaListOf(PAYMENT_STATUSES, 'validation.paymentStatusInvalid'),
  method: commaListOf(PAYMENT_METHODS, 'validation.paymentMethodInvalid'),
  from: optionalDateQuery,
  to: optionalDateQuery,
  number: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .optional(),
  booking: idField.optional(),
  sort: z.enum(PAYMENT_SORTS, { error: 'validation.invalid' }).default('-createdAt'),
});

/** GET /api/payment */
export const paymentListQuerySchema = withDateOrder(
  paymentFilterFields.extend({
    limit: z.coerce.number().int().min(1).max(200).default(20),
    page: z.coerce.number().int().min(1).default(1),
  }),
);
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

const amountAndCount = z.object({ count: z.number().int(), amount: z.number().int() });

export const paymentListResponseSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The hotel's currency; totals add only amounts in it. */
  currency: z.string(),
  /**
   * Over every payment the filters match, not only this page. Money of different statuses is
   * never added together: a canceled or expired payment is listed, not summed with paid ones.
   */
  totals: z.object({
    /** How many payments match; no amount, as paid and canceled money do not add up. */
    all: z.object({ count: z.number().int() }),
    /** What was paid: the total that counts. */
    paid: amountAndCount,
    /** Recorded but not paid yet (new or pending). */
    awaiting: amountAndCount,
    /** Each status on its own. */
    byStatus: z.record(paymentStatusSchema, amountAndCount),
    /** What was paid, per method. */
    byMethod: z.record(paymentMethodSchema, amountAndCount),
  }),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** GET /api/payment/export: the list's filters (no paging) and a file format. */
export const paymentExportQuerySchema = withDateOrder(
  paymentFilterFields.extend({
    format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv'),
  }),
);
