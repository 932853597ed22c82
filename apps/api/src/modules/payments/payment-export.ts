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

/** "2031-09-01 14:05" in the hotel's time zone: the moment as the reception saw it. */
function localDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

function rowValues(payment: Payment, language: Language, timeZone: string) {
  return [
    payment.number,
    payment.booking.number,
    payment.booking.guestName,
    translateMessage(`paymentStatus.${payment.status}`, language),
    translateMessage(`paymentMethod.${payment.method}`, language),
    payment.amount,
    translateMessage(`paymentExport.${payment.grantsRoomAccess ? 'yes' : 'no'}`, language),
    localDateTime(payment.paidAt, timeZone),
    localDateTime(payment.createdAt, timeZone),
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
  const { setting } = await repository.hotel(db, hotelId);
  const { currency, timeZone } = setting;
  const items = await repository.list(hotelId, filter, timeZone, {
    limit: EXPORT_ROW_CAP,
    offset: 0,
  });
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
    rows: items.map((item) => rowValues(item, language, timeZone)),
    moneyColumns: [COLUMNS.indexOf('amount')],
  });
}
