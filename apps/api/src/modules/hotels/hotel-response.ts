import type { Hotel } from '@hotel/shared/contracts/hotel';
import { effectivePaymentSettings } from '@hotel/shared/contracts/payment-settings';
import type { HotelRow } from '../../db/schema';
import {
  toCsvImport,
  toNotifications,
  toPlugins,
  type SecretStatusOf,
} from './hotel-integrations-response';

/**
 * Row → the API's hotel (spec §3 field names; individual_properties derived from the type).
 * Every field is mapped by name: nothing stored is passed through unread, and secrets appear
 * only as their status.
 */
export function toHotel(
  row: HotelRow,
  secretStatus: SecretStatusOf,
  ownerName: string | null,
): Hotel {
  return {
    _id: row.id,
    symbol_code: row.symbolCode,
    name: row.name,
    contact: {
      name: row.contact.name ?? '',
      address: row.contact.address,
      phone: row.contact.phone,
      email: row.contact.email,
    },
    setting: {
      ...row.setting,
      individual_properties: row.setting.propertyType === 'individual',
    },
    theme_color: row.themeColor,
    software: {},
    notifications: toNotifications(row),
    guest_app: {
      enabled: row.guestApp.enabled,
      accent_color: row.guestApp.accent_color,
      template_image: row.guestApp.template_image.map((image) => ({ path: image.path })),
    },
    payments: effectivePaymentSettings(row.payments, row.setting.useOnlinePayments),
    location: {},
    csv_import: toCsvImport(row, secretStatus),
    plugins: toPlugins(row, secretStatus),
    owner: ownerName === null ? null : { name: ownerName },
    createdAt: row.createdAt.toISOString(),
  };
}
