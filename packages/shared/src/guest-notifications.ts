/**
 * Guest notifications (spec §3 "Guest notification", §4 "Notification delivery", §8 "Notification
 * delivery errors"; issue 12). The vocabulary the API, the worker and the web share.
 */

/** What a message is about. `booking_canceled` is not in the spec; a guest expects it. */
export const NOTIFICATION_MESSAGES = [
  'booking_confirmed',
  'check_in',
  'access_code_reset',
  'booking_canceled',
] as const;
export type NotificationMessage = (typeof NOTIFICATION_MESSAGES)[number];

export const NOTIFICATION_GATEWAYS = ['email', 'sms'] as const;
export type NotificationGateway = (typeof NOTIFICATION_GATEWAYS)[number];

/**
 * The spec's four delivery statuses plus the two a schedule needs: `scheduled` (waits for its
 * time) and `canceled` (its booking moved or was canceled before it was due).
 */
export const DELIVERY_STATUSES = [
  'scheduled',
  'sending',
  'delivered',
  'failed',
  'unsent',
  'canceled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The spec's catalogue of why a message was not delivered (§8), one reason per failure. */
export const DELIVERY_REASONS = [
  'disabled',
  'no_email',
  'no_mobile',
  'invalid_email',
  'invalid_mobile',
  'mailbox_unavailable',
  'domain_reputation',
  'muted',
  'reset_code_disabled',
  'forbidden_country_code',
  'invalid_sender_number',
  'empty_message',
  'technical',
  'unclassified',
  'unknown',
] as const;
export type DeliveryReason = (typeof DELIVERY_REASONS)[number];

/** Where a message went: the real service, or the local outbox when none is configured. */
export const EMAIL_PROVIDERS = ['smtp', 'outbox'] as const;
export const SMS_PROVIDERS = ['outbox', 'seven', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
export type NotificationProvider = (typeof EMAIL_PROVIDERS)[number] | SmsProvider;

/**
 * The variables a template may use ({{ guest_name }} …). Strict: any other name is a
 * validation error that names it, never a blank in a guest's message.
 */
export const TEMPLATE_VARIABLES = [
  'salutation',
  'guest_first_name',
  'guest_last_name',
  'guest_name',
  'booking_number',
  'arrival',
  'departure',
  'nights',
  'room',
  'room_type',
  'access_code',
  'check_in_time',
  'check_out_time',
  'guest_app_link',
  'self_check_in_link',
  'hotel_name',
  'hotel_address',
  'hotel_phone',
  'hotel_email',
  'open_balance',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** Hours before arrival the check-in information goes out (spec §9: configurable). */
export const DEFAULT_HOURS_IN_ADVANCE = 24;
export const MAX_HOURS_IN_ADVANCE = 14 * 24;

/** No SMS between these hotel wall-clock times; a message due then waits for the end. */
export const SMS_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;

export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const TEMPLATE_BODY_MAX_LENGTH = 10_000;
/** Ten concatenated GSM-7 segments; providers refuse longer texts. */
export const TEMPLATE_SMS_MAX_LENGTH = 1_530;
