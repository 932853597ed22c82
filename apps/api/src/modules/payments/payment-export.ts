import type { Payment } from '@hotel/shared/contracts/payments';
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
import { createPaymentsRepository, type PaymentFilter } from './payments.repository';

const COLUMNS = [
  'number',
  'booking',
  'guest',
  'status',
  'method',
  'amount',
  'grantsRoomAccess',
  'paidAt',
  'createdAt',
  'notice',
] as const;

/**
 * Formats "2031-09-01 14:05" in the hotel's time zone: the moment as the reception saw it.
 * Built once per export; a formatter per cell would cost more than the rest of the row.
 */
function localDateTimeFormat(timeZone: string) {
  const formatter = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (iso: string | null) => (iso ? formatter.format(new Date(iso)) : '');
}

function rowValues(
  payment: Payment,
  language: Language,
  localDateTime: (iso: string | null) => string,
) {
  return [
    payment.number,
    payment.booking.number,
    payment.booking.guestName,
    translateMessage(`paymentStatus.${payment.status}`, language),
    translateMessage(`paymentMethod.${payment.method}`, language),
    payment.amount,
    translateMessage(`paymentExport.${payment.grantsRoomAccess ? 'yes' : 'no'}`, language),
    localDateTime(payment.paidAt),
    localDateTime(payment.createdAt),
    payment.notice,
  ];
}

/** The filtered payments as a CSV or XLSX file in the request language (writeSpreadsheet). */
export async function exportPayments(
  db: Db,
  hotelId: string,
  filter: PaymentFilter,
  format: ExportFormat,
  language: Language,
): Promise<ExportFile> {
  const repository = createPaymentsRepository(db);
  const { currency, timeZone } = (await findHotelSetting(db, hotelId))!;
  const items = await repository.list(hotelId, filter, timeZone, {
    limit: EXPORT_ROW_CAP,
    offset: 0,
  });
  const localDateTime = localDateTimeFormat(timeZone);
  return writeSpreadsheet({
    format,
    language,
    currency,
    sheetName: translateMessage('paymentExport.sheet', language),
    baseName: 'payments',
    today: todayIn(timeZone),
    header: COLUMNS.map((column) =>
      translateMessage(`paymentExport.${column}`, language, { currency }),
    ),
    rows: items.map((item) => rowValues(item, language, localDateTime)),
    moneyColumns: [COLUMNS.indexOf('amount')],
  });
}
