import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  CsvCheckRecord,
  CsvField,
  CsvImportCheckResult,
} from '@hotel/shared/contracts/csv-import';
import { formatStayDate } from '@/lib/date-format';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { csvProblemText } from './csv-import-texts';

/** The rows of a record's preview, each with the CSV fields whose errors belong under it. */
const PREVIEW_ROWS = [
  { row: 'dates', fields: ['arrival', 'departure'] },
  { row: 'room', fields: ['room_number'] },
  { row: 'guest', fields: ['first_name', 'last_name', 'email', 'mobile'] },
  { row: 'guests', fields: ['adults', 'children'] },
  { row: 'price', fields: ['price'] },
  { row: 'status', fields: ['status'] },
  { row: 'reference', fields: ['external_id', 'notes'] },
] as const satisfies readonly { row: string; fields: readonly CsvField[] }[];
type PreviewRow = (typeof PREVIEW_ROWS)[number]['row'];

/** What a row shows: the booking's value when it could be made, else the file's raw cells. */
function previewValue(
  t: TFunction,
  record: CsvCheckRecord,
  row: PreviewRow,
  currency: string,
): string {
  const { booking, values } = record;
  const raw = (fields: readonly CsvField[]) =>
    fields
      .map((field) => values[field])
      .filter(Boolean)
      .join(' ');
  if (!booking) {
    const fields = PREVIEW_ROWS.find((item) => item.row === row)!.fields;
    return raw(fields) || '–';
  }
  switch (row) {
    case 'dates':
      return `${formatStayDate(booking.arrival)} – ${formatStayDate(booking.departure)}`;
    case 'room':
      return booking.roomNumber;
    case 'guest':
      return [booking.guestName, booking.email, booking.mobile].filter(Boolean).join(' · ');
    case 'guests':
      return [
        t('csvImport.check.adults', { count: booking.adults }),
        t('csvImport.check.children', { count: booking.children }),
      ].join(', ');
    case 'price':
      return booking.price === null
        ? t('csvImport.check.noPrice')
        : formatMoney(booking.price, currency);
    case 'status':
      return t(`csvImport.check.bookingStatus.${booking.status}`);
    case 'reference':
      return booking.externalId;
  }
}

function CheckRecord({ record }: { record: CsvCheckRecord }) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const hasErrors = record.errors.length > 0;
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 rounded-lg border p-3',
        hasErrors ? 'border-red-200 bg-red-50/40' : 'border-slate-200',
      )}
      data-testid="csv-check-record"
    >
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-slate-900">
        {t('csvImport.runs.line', { line: record.line })}
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            hasErrors ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800',
          )}
        >
          {t(hasErrors ? 'csvImport.check.hasErrors' : 'csvImport.check.ok')}
        </span>
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {PREVIEW_ROWS.map(({ row, fields }) => {
          const errors = record.errors.filter((error) =>
            (fields as readonly CsvField[]).includes(error.field),
          );
          return (
            <div key={row} className="flex min-w-0 flex-col">
              <dt className="text-xs text-slate-600">{t(`csvImport.check.${row}`)}</dt>
              <dd className="break-words text-slate-900">
                {previewValue(t, record, row, currency)}
                {errors.map((error, index) => (
                  <span
                    key={index}
                    className="block text-red-700"
                    data-testid="csv-check-field-error"
                  >
                    {csvProblemText(t, error)}
                  </span>
                ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}

/** The file check's answer: the file read, and a few records as they would be imported. */
export function CsvCheckRecords({ result }: { result: CsvImportCheckResult }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="csv-check-result">
      <p className="text-sm text-slate-700" data-testid="csv-check-summary">
        {t('csvImport.check.summary', {
          file: result.fileName,
          count: result.rows,
          encoding: result.encoding.toUpperCase(),
        })}
      </p>
      {result.records.length === 0 ? (
        <p className="text-sm text-slate-600">{t('csvImport.check.noRecords')}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {result.records.map((record) => (
            <CheckRecord key={record.line} record={record} />
          ))}
        </ul>
      )}
    </div>
  );
}
