import type { Booking } from '@hotel/shared/contracts/bookings';
import type { WebhookEvent, WebhookPayload } from '@hotel/shared/contracts/webhooks';
import type { DomainEvent } from '../../jobs/registry';

/** Every booking change that changes what a receiver knows of the booking. */
const CHANGED_TYPES: readonly string[] = [
  'booking.updated',
  'booking.moved',
  'booking.guest_added',
  'booking.guest_removed',
  'booking.main_guest_changed',
  'booking.self_check_in_changed',
];

/** The domain events a webhook can announce (the handler subscribes to these). */
export const WEBHOOK_DOMAIN_EVENT_TYPES: readonly string[] = [
  'booking.created',
  ...CHANGED_TYPES,
  'booking.status_changed',
  'booking.canceled',
  'payment.recorded',
  'payment.changed',
];

/**
 * The webhook event a domain event is, or null. A new access code announces nothing: the code
 * is the guest's secret and nothing else of the booking changed.
 */
export function webhookEventOf(event: Pick<DomainEvent, 'type' | 'payload'>): WebhookEvent | null {
  if (event.type === 'booking.created') return 'booking.created';
  if (CHANGED_TYPES.includes(event.type)) return 'booking.changed';
  if (event.type === 'booking.canceled') return 'booking.canceled';
  if (event.type === 'payment.recorded' || event.type === 'payment.changed') {
    return 'booking.payment';
  }
  if (event.type === 'booking.status_changed') {
    const to = event.payload.to;
    if (to === 'checked_in') return 'booking.checked_in';
    if (to === 'completed') return 'booking.checked_out';
    if (to === 'canceled') return 'booking.canceled';
    return 'booking.changed';
  }
  return null;
}

/** The body of a delivery: the booking as the API reads it, minus its access code and history. */
export function webhookBody(input: {
  deliveryId: string;
  type: WebhookEvent;
  event: DomainEvent;
  booking: Booking;
}): string {
  const { accessCode: _code, history: _history, ...booking } = input.booking;
  const paymentId = input.event.payload.paymentId;
  const payment =
    input.type === 'booking.payment'
      ? input.booking.payments.find((entry) => entry._id === paymentId)
      : undefined;
  const payload: WebhookPayload = {
    id: input.deliveryId,
    type: input.type,
    createdAt: input.event.createdAt.toISOString(),
    hotelId: input.event.hotelId,
    data: { booking, ...(payment ? { payment } : {}) },
  };
  return JSON.stringify(payload);
}

/** A resend's body: the same, under the message's id (the first delivery's). */
export function resentBody(body: string, messageId: string): string {
  const payload = JSON.parse(body) as WebhookPayload;
  return JSON.stringify({ ...payload, id: messageId });
}
