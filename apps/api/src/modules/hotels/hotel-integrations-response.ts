import { z } from 'zod';
import { PUBLIC_PAYMENT_METHODS } from '@hotel/shared/contracts/public-booking';
import {
  CSV_IMPORT_METHODS,
  CSV_SEPARATORS,
  DEFAULT_HOTEL_CSV_IMPORT,
  DEFAULT_HOTEL_NOTIFICATIONS,
  DEFAULT_PUBLIC_PAGE_PLUGIN,
  DEFAULT_SMOOBU_PLUGIN,
  type HotelCsvImport,
  type HotelNotifications,
  type HotelPlugins,
  type SecretStatus,
} from '@hotel/shared/contracts/hotel-integrations';
import { LANGUAGES } from '@hotel/shared/i18n/messages';
import type { HotelRow } from '../../db/schema';
import type { CredentialName } from '../credentials';
import { objectOrEmpty } from '../../lib/json-object';

/**
 * The hotel's jsonb sections, read field by field: each known field is taken when it has the
 * right type and falls back to its default otherwise; unknown fields (and any secret an older
 * version stored there) are never copied.
 */
const idText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullable()
  .catch(null);

const n = DEFAULT_HOTEL_NOTIFICATIONS;
const storedNotifications = z.object({
  languages: z.array(z.enum(LANGUAGES)).catch(n.languages),
  email_enabled: z.boolean().catch(n.email_enabled),
  sms_enabled: z.boolean().catch(n.sms_enabled),
  hours_in_advance: z.number().int().nullable().catch(n.hours_in_advance),
  send_reset_code: z.boolean().catch(n.send_reset_code),
});

const c = DEFAULT_HOTEL_CSV_IMPORT;
const storedCsvImport = z.object({
  header: z.boolean().catch(c.header),
  separator: z.enum(CSV_SEPARATORS).catch(c.separator),
  column_template: z.array(z.string()).catch(c.column_template),
  smb_share: z.string().catch(c.smb_share),
  domain: z.string().catch(c.domain),
  username: z.string().catch(c.username),
  file_path: z.string().catch(c.file_path),
  method: z.enum(CSV_IMPORT_METHODS).catch(c.method),
  interval: z.number().int().positive().catch(c.interval),
  status: z.string().nullable().catch(c.status),
});

const p = DEFAULT_PUBLIC_PAGE_PLUGIN;
/** Rows written before issue 13 stored `enabled`; `disabled` is its negation. */
const legacyDisabled = (stored: Record<string, unknown>): Record<string, unknown> =>
  typeof stored.disabled === 'boolean'
    ? stored
    : { ...stored, disabled: typeof stored.enabled === 'boolean' ? !stored.enabled : p.disabled };

const storedPublicPage = z.object({
  disabled: z.boolean().catch(p.disabled),
  hotel_description: z.string().catch(p.hotel_description),
  hotel_slider: z.array(z.object({ path: z.string() })).catch(p.hotel_slider),
  min_stay_days: z.number().int().positive().catch(p.min_stay_days),
  payment_methods: z.array(z.enum(PUBLIC_PAYMENT_METHODS)).catch(p.payment_methods),
  booking_enabled: z.boolean().catch(p.booking_enabled),
});

const storedSmoobu = z.object({
  enabled: z.boolean().catch(DEFAULT_SMOOBU_PLUGIN.enabled),
  customer_id: idText,
  smoobu_channel_id: idText,
});

export type SecretStatusOf = (name: CredentialName) => SecretStatus;

export function toNotifications(row: HotelRow): HotelNotifications {
  return storedNotifications.parse(objectOrEmpty(row.notifications));
}

export function toCsvImport(row: HotelRow, secretStatus: SecretStatusOf): HotelCsvImport {
  return {
    ...storedCsvImport.parse(objectOrEmpty(row.csvImport)),
    password: secretStatus('csv_import.smb_password'),
  };
}

/** The public page's settings as stored, with defaults for anything missing or unreadable. */
export function toPublicPagePlugin(row: Pick<HotelRow, 'plugins'>): HotelPlugins['public_page'] {
  const plugins = objectOrEmpty(row.plugins);
  return storedPublicPage.parse(legacyDisabled(objectOrEmpty(plugins.public_page)));
}

export function toPlugins(row: HotelRow, secretStatus: SecretStatusOf): HotelPlugins {
  const plugins = objectOrEmpty(row.plugins);
  return {
    public_page: toPublicPagePlugin(row),
    smoobu: {
      ...storedSmoobu.parse(objectOrEmpty(plugins.smoobu)),
      api_key: secretStatus('smoobu.api_key'),
    },
  };
}
