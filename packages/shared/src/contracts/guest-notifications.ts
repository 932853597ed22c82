import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import {
  DELIVERY_REASONS,
  DELIVERY_STATUSES,
  MAX_HOURS_IN_ADVANCE,
  NOTIFICATION_GATEWAYS,
  NOTIFICATION_MESSAGES,
  SMS_PROVIDERS,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_SMS_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
  type NotificationMessage,
} from '../guest-notifications';
import { idField, requiredIdField } from './fields';

/** One message in one language: email subject and body, and the SMS text. */
export const messageTemplateSchema = z.object({
  subject: z.string().trim().max(TEMPLATE_SUBJECT_MAX_LENGTH, 'validation.tooLong'),
  body: z.string().max(TEMPLATE_BODY_MAX_LENGTH, 'validation.tooLong'),
  sms: z.string().max(TEMPLATE_SMS_MAX_LENGTH, 'validation.tooLong'),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

const languageTemplates = z.object({ de: messageTemplateSchema, en: messageTemplateSchema });
export const notificationTemplatesSchema = z.object({
  booking_confirmed: languageTemplates,
  check_in: languageTemplates,
  access_code_reset: languageTemplates,
  booking_canceled: languageTemplates,
}) satisfies z.ZodType<Record<NotificationMessage, unknown>>;
export type NotificationTemplates = z.infer<typeof notificationTemplatesSchema>;

/** ISO 3166 alpha-2, upper case (DE, AT, CH). */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.countryCodeInvalid');

/**
 * The sender an SMS shows: up to 11 letters and digits, or a phone number of up to 16 digits
 * (seven.io's and the carriers' rule). Empty: the provider's default.
 */
export const smsSenderField = z
  .string()
  .trim()
  .max(16, 'validation.tooLong')
  .regex(/^$|^[A-Za-z0-9 ]{1,11}$|^\+?\d{1,16}$/, 'validation.smsSenderInvalid');

/** PUT /api/settings/notifications (manageHotel): every field, as the settings page saves it. */
export const notificationSettingsSchema = z.object({
  /** Languages guests get messages in; others get the hotel's default language. */
  languages: z.array(z.enum(LANGUAGES)).min(1, 'validation.notificationLanguageRequired'),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  /** Hours before arrival (check-in time, hotel's zone) the check-in information goes out. */
  hoursInAdvance: z
    .number({ error: 'validation.hoursInAdvanceInvalid' })
    .int('validation.hoursInAdvanceInvalid')
    .min(1, 'validation.hoursInAdvanceInvalid')
    .max(MAX_HOURS_IN_ADVANCE, 'validation.hoursInAdvanceInvalid'),
  /** Send the new access code to the guest when staff reset it. */
  sendResetCode: z.boolean(),
  /** Countries whose mobile numbers may get an SMS; others are "forbidden country code". */
  allowedCountries: z.array(countryCode).max(250),
  smsSender: smsSenderField,
  templates: notificationTemplatesSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Which provider each gateway uses now, so the page can say it (real or local outbox). */
export const notificationGatewaysSchema = z.object({
  email: z.enum(['smtp', 'outbox']),
  sms: z.enum(SMS_PROVIDERS),
});

/** PUT /api/settings/notifications/sms_provider (manageHotel): credentials go to the credentials table. */
export const smsProviderInputSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('outbox') }),
  z.object({
    provider: z.literal('seven'),
    /** Empty keeps the stored key. */
    apiKey: z.string().trim().max(200, 'validation.tooLong'),
    /** The webhook signing secret from seven.io's dashboard; empty keeps the stored one. */
    signingSecret: z.string().trim().max(200, 'validation.tooLong'),
  }),
  z.object({
    provider: z.literal('twilio'),
    accountSid: z
      .string()
      .trim()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'validation.twilioAccountSidInvalid'),
    /** Empty keeps the stored token. */
    authToken: z.string().trim().max(200, 'validation.tooLong'),
  }),
]);

/** The answer of PUT /api/settings/notifications/sms_provider: never a secret, at most a key's last 4. */
export const smsProviderSchema = z.object({
  provider: z.enum(SMS_PROVIDERS),
  /** The chosen provider has every credential it needs (always true for the local outbox). */
  configured: z.boolean(),
  /** The last 4 characters of seven.io's API key; null for Twilio (a token shows nothing). */
  last4: z.string().nullable(),
  accountSid: z.string().nullable(),
  /** Paste into the provider's dashboard (seven.io) or sent with each SMS (Twilio); null for the outbox. */
  webhookUrl: z.string().nullable(),
});
export type SmsProviderStatus = z.infer<typeof smsProviderSchema>;

export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  gateways: notificationGatewaysSchema,
  /** Credentials are never returned: only whether they are there (and an API key's last 4). */
  smsCredentials: z.object({
    configured: z.boolean(),
    last4: z.string().nullable(),
    accountSid: z.string().nullable(),
  }),
  /** Where the SMS provider posts delivery reports for this hotel. */
  smsWebhookUrl: z.string().nullable(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** POST /api/settings/notifications/preview: renders an unsaved template with a real booking. */
export const templatePreviewInputSchema = z.object({
  message: z.enum(NOTIFICATION_MESSAGES),
  language: z.enum(LANGUAGES),
  template: messageTemplateSchema,
  /** A booking of the hotel; without it, the next arrival (or the latest booking). */
  bookingId: idField.optional(),
});
export const templatePreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  sms: z.string(),
  /** The booking whose data filled the variables; null when the hotel has none (sample data). */
  bookingNumber: z.number().int().nullable(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** POST /api/guest_notification/ (spec §5: the three messages, exactly). */
export const guestNotificationCreateSchema = z.object({
  bookingId: requiredIdField('validation.guestNotificationBookingRequired'),
  guestId: requiredIdField('validation.guestNotificationGuestRequired'),
  gateway: z.enum(NOTIFICATION_GATEWAYS, { error: 'validation.guestNotificationGatewayRequired' }),
  /** Not in the spec's call: which message to send now; the check-in information by default. */
  message: z.enum(NOTIFICATION_MESSAGES).optional().default('check_in'),
});

export const guestNotificationSchema = z.object({
  _id: z.uuid(),
  bookingId: z.uuid(),
  guestId: z.uuid().nullable(),
  guestName: z.string(),
  message: z.enum(NOTIFICATION_MESSAGES),
  gateway: z.enum(NOTIFICATION_GATEWAYS),
  language: z.enum(LANGUAGES),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.enum(DELIVERY_REASONS).nullable(),
  /** The email address or E.164 number it went to ('' when the guest had none). */
  recipient: z.string(),
  provider: z.string().nullable(),
  /** When it is or was due (ISO instant). */
  scheduledFor: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Sent by a person ("Send now", "Resend"); null for the automatic ones. */
  createdByName: z.string().nullable(),
  /** The notification this one resent. */
  resendOf: z.uuid().nullable(),
  createdAt: z.string(),
});
export type GuestNotification = z.infer<typeof guestNotificationSchema>;

/** GET /api/guest_notification?bookingId= (viewBookings): the booking's messages, newest first. */
export const guestNotificationListQuerySchema = z.object({
  bookingId: requiredIdField('validation.guestNotificationBookingRequired'),
});
export const guestNotificationListSchema = z.object({ items: z.array(guestNotificationSchema) });

/** The header's bell (spec §2): per user and hotel. */
/** lock_sync_failed: the booking's door access could not be set up at the lock provider. */
export const STAFF_NOTIFICATION_KINDS = [
  'delivery_failed',
  'booking_received',
  'lock_sync_failed',
  // A channel reservation overlapped a booking and waits unassigned (issue 16).
  'channel_conflict',
] as const;
export const staffNotificationSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(STAFF_NOTIFICATION_KINDS),
  bookingId: z.uuid(),
  bookingNumber: z.number().int(),
  guestName: z.string(),
  /** delivery_failed: which message, gateway and why. */
  message: z.enum(NOTIFICATION_MESSAGES).nullable(),
  gateway: z.enum(NOTIFICATION_GATEWAYS).nullable(),
  reason: z.enum(DELIVERY_REASONS).nullable(),
  /** booking_received: where it came from (public page, channel, API). */
  source: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;
export const staffNotificationListSchema = z.object({
  items: z.array(staffNotificationSchema),
  unread: z.number().int(),
});
/** POST /api/notifications/read: some entries, or all of the hotel's. */
export const staffNotificationReadSchema = z.object({
  ids: z.array(idField).max(200).optional(),
  all: z.boolean().optional(),
});

/**
 * GET /api/settings/notifications/outbox (manageHotel): the hotel's last messages that went to
 * the local outbox (no SMTP or SMS provider), as the guest would have received them. `body` is
 * the SMS text for an SMS.
 */
export const notificationOutboxItemSchema = z.object({
  _id: z.uuid(),
  bookingId: z.uuid(),
  message: z.enum(NOTIFICATION_MESSAGES),
  gateway: z.enum(NOTIFICATION_GATEWAYS),
  language: z.enum(LANGUAGES),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const notificationOutboxSchema = z.object({ items: z.array(notificationOutboxItemSchema) });
export type NotificationOutboxItem = z.infer<typeof notificationOutboxItemSchema>;
