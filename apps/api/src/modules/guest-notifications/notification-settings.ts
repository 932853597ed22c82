import type { NotificationSettings } from '@hotel/shared/contracts/guest-notifications';
import { DEFAULT_HOURS_IN_ADVANCE, type SmsProvider } from '@hotel/shared/guest-notifications';
import type { HotelSettingRow } from '../../db/schema';
import { DEFAULT_TEMPLATES } from './default-templates';

/**
 * What `hotels.notifications` holds: the settings page's fields as saved (any may be missing in
 * a hotel that never saved them) and the SMS provider, which only the SMS-provider endpoint
 * writes (its credentials live in the credentials table).
 */
export type StoredNotificationSettings = Partial<NotificationSettings> & {
  smsProvider?: SmsProvider;
  twilioAccountSid?: string;
};

/**
 * Countries whose mobiles may get an SMS when the hotel chose none: the EU and EEA, Switzerland
 * and the United Kingdom (one price zone at the providers; no premium-rate surprises).
 */
export const DEFAULT_ALLOWED_COUNTRIES = [
  'DE', 'AT', 'CH', 'LI', 'LU', 'BE', 'NL', 'FR', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI',
  'IS', 'IE', 'GB', 'PL', 'CZ', 'SK', 'HU', 'SI', 'HR', 'RO', 'BG', 'GR', 'CY', 'MT', 'EE',
  'LV', 'LT',
]; // prettier-ignore

/** The settings as they apply: the stored ones over the defaults a new hotel gets. */
export function effectiveNotificationSettings(
  stored: StoredNotificationSettings,
  hotelSetting: Pick<HotelSettingRow, 'defaultLanguage'>,
): NotificationSettings & { smsProvider: SmsProvider; twilioAccountSid: string | null } {
  return {
    // Both languages, the hotel's own first (the order the settings page lists them in).
    languages:
      stored.languages ?? (hotelSetting.defaultLanguage === 'en' ? ['en', 'de'] : ['de', 'en']),
    emailEnabled: stored.emailEnabled ?? true,
    smsEnabled: stored.smsEnabled ?? false,
    hoursInAdvance: stored.hoursInAdvance ?? DEFAULT_HOURS_IN_ADVANCE,
    sendResetCode: stored.sendResetCode ?? true,
    allowedCountries: stored.allowedCountries ?? DEFAULT_ALLOWED_COUNTRIES,
    smsSender: stored.smsSender ?? '',
    templates: stored.templates ?? DEFAULT_TEMPLATES,
    smsProvider: stored.smsProvider ?? 'outbox',
    twilioAccountSid: stored.twilioAccountSid ?? null,
  };
}

export type EffectiveNotificationSettings = ReturnType<typeof effectiveNotificationSettings>;
