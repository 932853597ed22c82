import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import type { BookingListItem } from '@hotel/shared/contracts/bookings';
import { translateMessage, type Language } from '@hotel/shared/i18n/messages';
import { currencyFractionDigits } from '@hotel/shared/money';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { listBookings, type ListFilter } from './booking-queries';

export const EXPORT_ROW_CAP = 10_000;

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

function rowValues(item: BookingListItem, language: Language, divisor: number) {
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
    item.price / divisor,
    item.source,
    item.createdAt.slice(0, 10),
  ];
}

/**
 * The filtered list as a file. CSV: UTF-8 with BOM; German uses `;` and a decimal comma, English
 * `,` and a decimal point, which is what Excel expects when it opens the file in that locale.
 * XLSX: real numbers with the currency's decimals.
 */
export async function exportBookings(
  db: Db,
  hotelId: string,
  filter: ListFilter,
  format: 'csv' | 'xlsx',
  language: Language,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const [hotel] = await db
    .select({ setting: hotels.setting })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  const currency = hotel!.setting.currency;
  const digits = currencyFractionDigits(currency);
  const { items } = await listBookings(db, hotelId, filter, { limit: EXPORT_ROW_CAP, offset: 0 });
  const header = COLUMNS.map((column) =>
    translateMessage(`bookingExport.${column}`, language, { currency }),
  );
  const rows = items.map((item) => rowValues(item, language, 10 ** digits));
  const fileName = `bookings-${new Date().toISOString().slice(0, 10)}.${format}`;

  if (format === 'csv') {
    const priceIndex = COLUMNS.indexOf('price');
    const text = Papa.unparse(
      {
        fields: header,
        data: rows.map((row) =>
          row.map((value, index) => {
            if (index !== priceIndex) return value;
            const fixed = (value as number).toFixed(digits);
            return language === 'de' ? fixed.replace('.', ',') : fixed;
          }),
        ),
      },
      { delimiter: language === 'de' ? ';' : ',' },
    );
    return {
      body: Buffer.from(`\uFEFF${text}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName,
    };
  }

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translateMessage('bookingExport.sheet', language));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(COLUMNS.indexOf('price') + 1).numFmt =
    digits > 0 ? `0.${'0'.repeat(digits)}` : '0';
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
  };
}
