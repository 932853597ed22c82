/**
 * The domain events the outbox carries (issue 10, item 2). Every booking change writes exactly
 * one of them in the same transaction as the change; notifications, channel sync, door-lock
 * access and webhooks subscribe by type. Payloads hold ids, numbers, the booking's version and
 * from/to values, never the access code or personal data (names, emails, phones).
 */
export const DOMAIN_EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  /** The room, room type or stay dates changed (a move or a resize). */
  'booking.moved',
  'booking.status_changed',
  'booking.canceled',
  'booking.guest_added',
  'booking.guest_removed',
  'booking.main_guest_changed',
  'guests.merged',
  'payment.recorded',
  'payment.changed',
  'booking.access_code_reset',
  /** Self check-in completed by the guest, or confirmed or withdrawn by staff (issue 14). */
  'booking.self_check_in_changed',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];
