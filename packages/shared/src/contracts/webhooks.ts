import { z } from 'zod';
import { bookingSchema } from './bookings';
import { bookingPaymentSchema } from './payments';

/**
 * Outgoing webhooks of the API plugin (issue 17): the hotel's own systems are told of booking
 * events. Deliveries follow the Standard Webhooks signature scheme (docs/integrations/webhooks.md):
 * headers `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>">`, the secret shown once as `whsec_<base64>`.
 */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.changed',
  'booking.canceled',
  'booking.checked_in',
  'booking.checked_out',
  'booking.payment',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints a hotel may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** POST /api/plugin/api/webhooks. */
export const webhookEndpointCreateSchema = z.object({
  url: z
    .string({ error: 'validation.webhookUrlRequired' })
    .trim()
    .min(1, 'validation.webhookUrlRequired')
    .max(500, 'validation.tooLong'),
  description: z.string().trim().max(100, 'validation.tooLong').optional().default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'validation.invalid' }))
    .min(1, 'validation.webhookEventsRequired')
    .max(WEBHOOK_EVENTS.length),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

/** PUT /api/plugin/api/webhooks/{id}: events, description and whether it is active. */
export const webhookEndpointUpdateSchema = webhookEndpointCreateSchema
  .omit({ url: true })
  .extend({ enabled: z.boolean({ error: 'validation.invalid' }) });
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The newest delivery's outcome, for the list. */
  lastDelivery: z
    .object({ status: z.string(), at: z.string(), responseStatus: z.number().int().nullable() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creating an endpoint or rolling its secret: the only time it is shown. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * Why a delivery attempt failed or was not sent: `lastErrorCode` of a delivery, shown on the web
 * as `apiPlugin.deliveryError.<code>` with `{{detail}}` (the HTTP status, the seconds waited, the
 * TLS or network error code).
 */
export const WEBHOOK_DELIVERY_ERRORS = [
  'http_status',
  'redirect',
  'timeout',
  'connection_refused',
  'connection_closed',
  'dns_failed',
  'unreachable',
  'tls',
  'request_failed',
  'private_address',
  'private_dns',
  'address_not_allowed',
  'disabled',
  'no_secret',
] as const;
export type WebhookDeliveryError = (typeof WEBHOOK_DELIVERY_ERRORS)[number];

/** One delivery in an endpoint's log; the body sent is not kept in the log's answer. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The booking the event is about. */
  bookingId: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed, in English words (a timeout, a refused connection, HTTP 500). */
  lastError: z.string().nullable(),
  /** The same as a code, for a translated text; null when none (or logged before codes). */
  lastErrorCode: z.enum(WEBHOOK_DELIVERY_ERRORS).nullable(),
  /** The value the code's text names (`500`, `10`, `CERT_HAS_EXPIRED`); null when none. */
  lastErrorDetail: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /**
   * Set on a resend: the first delivery of the message it repeats, whose id the resend is sent
   * under (`webhook-id` and the body's `id`), so the receiver recognises the message.
   */
  resendOf: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/plugin/api/webhooks/{id}/deliveries: the newest first, at most this many. */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(WEBHOOK_DELIVERIES_PAGE_MAX, 'validation.invalid')
    .default(50),
});

/**
 * The booking in a webhook's body: the booking as the API reads it, without the door's access
 * code (a secret of the guest) and without the history (long, and it names staff).
 */
export const webhookBookingSchema = bookingSchema
  .omit({ accessCode: true, history: true })
  .meta({ id: 'WebhookBooking' });

/** The JSON body of every delivery (docs/integrations/webhooks.md). */
export const webhookPayloadSchema = z
  .object({
    /**
     * The message's id, also sent as the `webhook-id` header: the same on every retry and on a
     * resend, so a receiver can drop what it already has.
     */
    id: z.string(),
    type: z.enum(WEBHOOK_EVENTS),
    /** When the event happened (ISO 8601). */
    createdAt: z.string(),
    hotelId: z.string(),
    data: z.object({
      booking: webhookBookingSchema,
      /** booking.payment: the payment recorded or changed. */
      payment: bookingPaymentSchema.optional(),
    }),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
