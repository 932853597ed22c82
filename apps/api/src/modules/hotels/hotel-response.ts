import type { Hotel } from '@hotel/shared/contracts/hotel';
import { effectivePaymentSettings } from '@hotel/shared/contracts/payment-settings';
import type { HotelRow } from '../../db/schema';

/** Row → the API's hotel (spec §3 field names; individual_properties derived from the type). */
export function toHotel(row: HotelRow): Hotel {
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
    software: row.software,
    notifications: row.notifications,
    guest_app: row.guestApp,
    payments: effectivePaymentSettings(row.payments, row.setting.useOnlinePayments),
    location: row.location,
    csv_import: row.csvImport,
    plugins: row.plugins,
    createdAt: row.createdAt.toISOString(),
  };
}
