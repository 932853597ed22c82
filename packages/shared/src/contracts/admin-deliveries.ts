import { z } from 'zod';
import {
  DELIVERY_REASONS,
  DELIVERY_STATUSES,
  NOTIFICATION_GATEWAYS,
  NOTIFICATION_MESSAGES,
} from '../guest-notifications';
import { isIsoDate } from '../stay-dates';
import { idField, pagedResponse, pageQueryFields } from './fields';

/**
 * The admin area's view of guest message deliveries across hotels (issue 18,
 * /admin/guest_notification). The recipient is masked: the platform operator recognises an
 * address or number, never reads it.
 */

export const ADMIN_DELIVERIES_MAX_LIMIT = 100;
export const ADMIN_DELIVERIES_MAX_DAYS = 90;

const isoDay = z
  .string()
  .trim()
  .refine((value) => isIsoDate(value), 'validation.dateInvalid')
  .optional();

/** GET /api/admin/guest_notification: every filter optional; days are UTC days, both inclusive. */
export const adminDeliveryListQuerySchema = z
  .object({
    hotelId: idField.optional(),
    status: z.enum(DELIVERY_STATUSES, { error: 'validation.invalid' }).optional(),
    reason: z.enum(DELIVERY_REASONS, { error: 'validation.invalid' }).optional(),
    gateway: z.enum(NOTIFICATION_GATEWAYS, { error: 'validation.invalid' }).optional(),
    message: z.enum(NOTIFICATION_MESSAGES, { error: 'validation.invalid' }).optional(),
    from: isoDay,
    to: isoDay,
    ...pageQueryFields(20, {
      maxLimit: ADMIN_DELIVERIES_MAX_LIMIT,
      pageError: 'validation.adminDeliveriesPageInvalid',
      limitError: 'validation.adminDeliveriesLimitInvalid',
    }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'validation.endDateBeforeStart',
    path: ['to'],
  });
export type AdminDeliveryListQuery = z.input<typeof adminDeliveryListQuerySchema>;

export const adminDeliverySchema = z.object({
  id: z.string(),
  hotel: z.object({ id: z.string(), name: z.string() }),
  /** The booking as the hotel's lists show it: its number. */
  booking: z.object({ id: z.string(), number: z.number().int() }),
  message: z.enum(NOTIFICATION_MESSAGES),
  gateway: z.enum(NOTIFICATION_GATEWAYS),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.enum(DELIVERY_REASONS).nullable(),
  /** Which service took it: smtp, outbox, seven, twilio; null before it went anywhere. */
  provider: z.string().nullable(),
  /** Masked (`an***@example.com`, `+49 *** **67`); '' when the guest had none. */
  recipient: z.string(),
  attempts: z.number().int(),
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** Who asked for it ("Send now", "Resend"); null for the automatic ones. */
  createdByName: z.string().nullable(),
  resendOf: z.string().nullable(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

export const adminDeliveryPageSchema = pagedResponse(adminDeliverySchema);
export type AdminDeliveryPage = z.infer<typeof adminDeliveryPageSchema>;

/** GET /api/admin/guest_notification/summary?days=30 */
export const adminDeliverySummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.adminDeliveriesDaysInvalid' })
    .int('validation.adminDeliveriesDaysInvalid')
    .min(1, 'validation.adminDeliveriesDaysInvalid')
    .max(ADMIN_DELIVERIES_MAX_DAYS, 'validation.adminDeliveriesDaysInvalid')
    .default(30),
});
export type AdminDeliverySummaryQuery = z.input<typeof adminDeliverySummaryQuerySchema>;

export const adminDeliveryHotelSummarySchema = z.object({
  hotel: z.object({ id: z.string(), name: z.string() }),
  total: z.number().int(),
  failed: z.number().int(),
  unsent: z.number().int(),
  /** Reasons of its failed and unsent deliveries, most frequent first. */
  reasons: z.array(z.object({ reason: z.enum(DELIVERY_REASONS), count: z.number().int() })),
});
export type AdminDeliveryHotelSummary = z.infer<typeof adminDeliveryHotelSummarySchema>;

export const adminDeliverySummarySchema = z.object({
  days: z.number().int(),
  since: z.string(),
  /** Hotels with at least one failed or unsent delivery in the window, most failures first. */
  hotels: z.array(adminDeliveryHotelSummarySchema),
});
export type AdminDeliverySummary = z.infer<typeof adminDeliverySummarySchema>;
