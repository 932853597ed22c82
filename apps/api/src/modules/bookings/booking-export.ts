import type { BookingListItem } from '@hotel/shared/contracts/bookings';
import { translateMessage, type Language } from '@hotel/shared/i18n/messages';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import {
  EXPORT_ROW_CAP,
  writeSpreadsheet,
  type ExportFile,
  type ExportFormat,
} from '../../lib/spreadsheet-export';
import { findHotelSetting } from '../hotels';
import { findBookings, type ListFilter } from './booking-queries.repository';

const COLUMNS = [
  'number',
  'status',
  'roomType',
  'room',
  'mainGuest',
  'guestCount',
  'arrival',
  'departure',
  'nights',
  'adults',
  'kids',
  'price',
  'source',
  'createdAt',
] as const;

function rowValues(item: BookingListItem, language: Language, timeZone: string) {
  return [
    item.number,
    translateMessage(`bookingStatus.${item.status}`, language),
    item.roomType.name,
    item.room?.number ?? '',
    item.mainGuest ? `${item.mainGuest.firstName} ${item.mainGuest.lastName}`.trim() : '',
    item.guestCount,
    item.arrival,
    item.departure,
    item.nights,
    item.adults,
    item.kids,
    item.price,
    item.source,
    // The day the reception saw, not the UTC day.
    todayIn(timeZone, new Date(item.createdAt)),
  ];
}

/** The filtered booking list as a CSV or XLSX file (see writeSpreadsheet for the formats). */
export async function exportBookings(
  db: Db,
  hotelId: string,
  filter: ListFilter,
  format: ExportFormat,
  language: Language,
): Promise<ExportFile> {
  const { currency, timeZone } = (await findHotelSetting(db, hotelId))!;
  const items = await findBookings(db, hotelId, filter, { limit: EXPORT_ROW_CAP, offset: 0 });
  return writeSpreadsheet({
    format,
    language,
    currency,
    sheetName: translateMessage('bookingExport.sheet', language),
    baseName: 'bookings',
    today: todayIn(timeZone),
    header: COLUMNS.map((column) =>
      translateMessage(`bookingExport.${column}`, language, { currency }),
    ),
    rows: items.map((item) => rowValues(item, language, timeZone)),
    moneyColumns: [COLUMNS.indexOf('price')],
  });
}
