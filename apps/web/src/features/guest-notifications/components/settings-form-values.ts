import { z } from 'zod';
import {
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsResponse,
} from '@hotel/shared/contracts/guest-notifications';
import { LANGUAGES } from '@hotel/shared/i18n/languages';
import { NOTIFICATION_MESSAGES } from '@hotel/shared/guest-notifications';

/** The form keeps what is typed: the hours and the country list as text. */
export type NotificationSettingsValues = Omit<
  NotificationSettings,
  'hoursInAdvance' | 'allowedCountries'
> & { hoursInAdvance: string; allowedCountries: string };

const shape = notificationSettingsSchema.shape;

/** Countries as typed ("de, at ch") → ["DE", "AT", "CH"]; one bad code is the field's error. */
const countriesField = z.string().transform((text, context) => {
  const codes = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code))) {
    context.addIssue({ code: 'custom', message: 'validation.countryCodeInvalid' });
    return z.NEVER;
  }
  return [...new Set(codes)];
});

/** The request schema, reading the two text fields first: the same messages as the server's. */
export const settingsFormSchema = notificationSettingsSchema.extend({
  hoursInAdvance: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(shape.hoursInAdvance),
  allowedCountries: countriesField.pipe(shape.allowedCountries),
});

export function toFormValues(settings: NotificationSettingsResponse): NotificationSettingsValues {
  return {
    languages: settings.languages,
    emailEnabled: settings.emailEnabled,
    smsEnabled: settings.smsEnabled,
    hoursInAdvance: String(settings.hoursInAdvance),
    sendResetCode: settings.sendResetCode,
    allowedCountries: settings.allowedCountries.join(', '),
    smsSender: settings.smsSender,
    templates: settings.templates,
  };
}

export const TEMPLATE_FIELDS = ['subject', 'body', 'sms'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** Every field a server issue may name, so it lands on the field instead of the summary. */
export const SETTINGS_FIELDS = [
  'languages',
  'emailEnabled',
  'smsEnabled',
  'hoursInAdvance',
  'sendResetCode',
  'allowedCountries',
  'smsSender',
  ...NOTIFICATION_MESSAGES.flatMap((message) =>
    LANGUAGES.flatMap((language) =>
      TEMPLATE_FIELDS.map((field) => `templates.${message}.${language}.${field}`),
    ),
  ),
];

/** `allowedCountries.3` (the fourth code) is the country field's issue. */
export function fieldOfIssuePath(path: string): string {
  return path.startsWith('allowedCountries.') ? 'allowedCountries' : path;
}
