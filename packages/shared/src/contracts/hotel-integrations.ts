import { z } from 'zod';
import { LANGUAGES } from '../i18n/messages';
import { PUBLIC_PAYMENT_METHODS } from './public-booking';

/**
 * The hotel's integration and plugin sections as the API returns them (spec §3). Explicit
 * objects only: a stored secret has no field to travel in, just `{ configured, last4 }`.
 */

/** What the API says about a stored secret (DESIGN decision 11). */
export const secretStatusSchema = z.object({
  configured: z.boolean(),
  /** Last four characters of a key, so staff recognise it; never given for passwords. */
  last4: z.string().nullable(),
});
export type SecretStatus = z.infer<typeof secretStatusSchema>;

/** Spec §3 names no fields yet; a later issue (door locks) fills it. */
export const hotelSoftwareSchema = z.object({});
/** Spec §3 names no fields yet; the public booking page issue fills it. */
export const hotelLocationSchema = z.object({});

/** Guest notification settings (spec §3): languages, email and SMS, hours in advance, reset code. */
export const hotelNotificationsSchema = z.object({
  languages: z.array(z.enum(LANGUAGES)),
  email_enabled: z.boolean(),
  sms_enabled: z.boolean(),
  /** How long before arrival the check-in notification goes out; unset until configured. */
  hours_in_advance: z.number().int().nullable(),
  send_reset_code: z.boolean(),
});
export type HotelNotifications = z.infer<typeof hotelNotificationsSchema>;

export const CSV_SEPARATORS = ['comma', 'semicolon', 'pipe'] as const;
export const CSV_IMPORT_METHODS = ['smb', 'none'] as const;

/** CSV import settings (spec §3, §9); the SMB password lives in the credentials table. */
export const hotelCsvImportSchema = z.object({
  header: z.boolean(),
  separator: z.enum(CSV_SEPARATORS),
  column_template: z.array(z.string()),
  smb_share: z.string(),
  domain: z.string(),
  username: z.string(),
  password: secretStatusSchema,
  file_path: z.string(),
  method: z.enum(CSV_IMPORT_METHODS),
  /** Minutes between imports (60 is hourly). */
  interval: z.number().int(),
  status: z.string().nullable(),
});
export type HotelCsvImport = z.infer<typeof hotelCsvImportSchema>;

/** Public page settings (spec §3); the theme colour is the hotel's `theme_color`. */
export const publicPagePluginSchema = z.object({
  /** Spec §3's disabled flag: the page shows the contact only (public plugins default disabled). */
  disabled: z.boolean(),
  hotel_description: z.string(),
  hotel_slider: z.array(z.object({ path: z.string() })),
  min_stay_days: z.number().int(),
  payment_methods: z.array(z.enum(PUBLIC_PAYMENT_METHODS)),
  booking_enabled: z.boolean(),
});

/** The Smoobu plugin (spec §3); channels and apartments have their own calls (spec §7). */
export const smoobuPluginSchema = z.object({
  enabled: z.boolean(),
  customer_id: z.string().nullable(),
  smoobu_channel_id: z.string().nullable(),
  api_key: secretStatusSchema,
});

export const hotelPluginsSchema = z.object({
  public_page: publicPagePluginSchema,
  smoobu: smoobuPluginSchema,
});
export type HotelPlugins = z.infer<typeof hotelPluginsSchema>;

/** What a hotel has before anyone configures a section (and what unreadable stored values become). */
export const DEFAULT_HOTEL_NOTIFICATIONS: HotelNotifications = {
  languages: [],
  email_enabled: false,
  sms_enabled: false,
  hours_in_advance: null,
  send_reset_code: false,
};

export const DEFAULT_HOTEL_CSV_IMPORT: Omit<HotelCsvImport, 'password'> = {
  header: true,
  separator: 'semicolon',
  column_template: [],
  smb_share: '',
  domain: '',
  username: '',
  file_path: '',
  method: 'none',
  interval: 60,
  status: null,
};

/** Public plugins default disabled; Smoobu defaults not enabled (spec §4). */
export const DEFAULT_PUBLIC_PAGE_PLUGIN: HotelPlugins['public_page'] = {
  disabled: true,
  hotel_description: '',
  hotel_slider: [],
  min_stay_days: 1,
  payment_methods: ['on_arrival'],
  booking_enabled: false,
};

export const NO_SECRET: SecretStatus = { configured: false, last4: null };

export const DEFAULT_SMOOBU_PLUGIN: HotelPlugins['smoobu'] = {
  enabled: false,
  customer_id: null,
  smoobu_channel_id: null,
  api_key: NO_SECRET,
};
