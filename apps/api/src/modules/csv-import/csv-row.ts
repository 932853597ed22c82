import { createHash } from 'node:crypto';
import { MAX_MONEY_MINOR, MAX_STAY_NIGHTS } from '@hotel/shared/constants';
import {
  BOOKING_ADULTS,
  BOOKING_CHILDREN,
  externalRefSchema,
} from '@hotel/shared/contracts/bookings';
import { CSV_FIELDS, REQUIRED_CSV_FIELDS, type CsvField } from '@hotel/shared/contracts/csv-import';
import { optionalEmailField } from '@hotel/shared/contracts/fields';
import { minorToInput } from '@hotel/shared/money';
import { internationalPhone, isPhoneCountry, phoneIssueKey } from '@hotel/shared/phone';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { parseCsvDate, parseCsvPrice, parseCsvStatus, quoted } from './csv-values';

/** A field's problem: an i18n key of `csvProblem` and its values (line added by the report). */
export interface CsvFieldError {
  field: CsvField;
  code: string;
  params?: Record<string, string | number>;
}

/** A row as a booking would take it; the import resolves room, guest and overlaps from it. */
export interface CsvBookingCandidate {
  line: number;
  /** The `external_id` column's value, or the row's stable hash (`h:` + hex) without one. */
  externalId: string;
  arrival: string;
  departure: string;
  roomNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  adults: number;
  children: number;
  /** Minor units; null when the file has no price. */
  price: number | null;
  status: 'confirmed' | 'canceled';
  notes: string;
}

/** The longest cell the import takes for a field (notes may be longer; names are shorter). */
const MAX_CELL = 1000;
const MAX_LENGTH: Partial<Record<CsvField, number>> = {
  external_id: 200,
  room_number: 20,
  first_name: 100,
  last_name: 100,
  email: 254,
  notes: 2000,
};
export interface CsvRowMapping {
  /** The raw (trimmed) cell of each mapped field, as the file check shows it. */
  values: Partial<Record<CsvField, string>>;
  /** The booking the row becomes; null when any field is wrong. */
  candidate: CsvBookingCandidate | null;
  errors: CsvFieldError[];
}

export interface CsvRowOptions {
  /** The hotel's country (ISO alpha-2): how a mobile number without a prefix is read. */
  defaultCountry?: string;
  /** The hotel's currency: how many minor units a price's major unit has. */
  currency?: string;
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Fields that never make a row another record: the file cancels a booking by its status. */
const NOT_IN_REFERENCE: readonly CsvField[] = ['external_id', 'status'];

/**
 * The row's reference without an id column: `h:` + SHA-256 of its mapped, non-empty, trimmed
 * cells in CSV_FIELDS order, its status left out (a row marked canceled later is still the same
 * record, so it cancels its booking). Moving columns or adding unmapped ones keeps it; editing
 * any other mapped cell makes it another record (a file that edits bookings needs an id column).
 */
export function csvRowHash(values: Partial<Record<CsvField, string>>): string {
  const entries = CSV_FIELDS.filter(
    (field) => !NOT_IN_REFERENCE.includes(field) && values[field],
  ).map((field) => [field, values[field]]);
  return `h:${sha256(entries)}`;
}

/**
 * What the row says, as the import took it: SHA-256 of the candidate's values (status included,
 * line and reference not). Stored per reference after each import; a row whose content hash is
 * the stored one has not changed in the file, so its booking (maybe edited by staff) is left.
 */
export function csvContentHash(candidate: CsvBookingCandidate): string {
  const { line: _line, externalId: _externalId, ...content } = candidate;
  const fields = Object.keys(content).sort() as (keyof typeof content)[];
  return sha256(fields.map((field) => [field, content[field]]));
}

type PhoneCountry = NonNullable<Parameters<typeof phoneIssueKey>[1]>;

function phoneCountry(code: string | undefined): PhoneCountry {
  const upper = code?.toUpperCase() ?? '';
  return isPhoneCountry(upper) ? upper : 'DE';
}

/**
 * One row through the column template: each mapped cell checked and converted, every problem
 * named with its field (so the check shows all of them at once, not the first). Unmapped
 * adults and children default to 1 and 0; an unmapped or empty price is no price.
 */
export function mapCsvRow(
  row: { line: number; cells: string[] },
  template: readonly (CsvField | '')[],
  options: CsvRowOptions = {},
): CsvRowMapping {
  const currency = options.currency ?? 'EUR';
  const values: Partial<Record<CsvField, string>> = {};
  const errors: CsvFieldError[] = [];
  const missingColumns = new Set<CsvField>();
  template.forEach((field, index) => {
    if (field === '') return;
    const cell = row.cells[index];
    if (cell === undefined) missingColumns.add(field);
    else values[field] = cell.trim();
  });
  const firstMissing = template.find((field): field is CsvField =>
    missingColumns.has(field as CsvField),
  );
  if (firstMissing) {
    errors.push({
      field: firstMissing,
      code: 'columnCount',
      params: { count: row.cells.length, expected: template.length },
    });
  }

  const fail = (field: CsvField, code: string, params?: CsvFieldError['params']) => {
    errors.push({ field, code, ...(params ? { params } : {}) });
  };
  /** A mapped cell's text, or '' (errors for a cut-off row are its columnCount only). */
  const text = (field: CsvField): string => values[field] ?? '';
  const checked = (field: CsvField): boolean => !missingColumns.has(field);

  for (const field of CSV_FIELDS) {
    if (!checked(field)) continue;
    const value = text(field);
    const max = MAX_LENGTH[field] ?? MAX_CELL;
    if (value.length > max) fail(field, 'tooLong', { field, max });
    else if (value === '' && REQUIRED_CSV_FIELDS.includes(field))
      fail(field, 'required', { field });
  }
  const valid = (field: CsvField) => !errors.some((error) => error.field === field);

  const date = (field: 'arrival' | 'departure'): string | null => {
    if (!valid(field)) return null;
    const parsed = parseCsvDate(text(field));
    if (!parsed) fail(field, 'invalidDate', { field, value: quoted(text(field)) });
    return parsed;
  };
  const arrival = date('arrival');
  const departure = date('departure');
  if (arrival && departure) {
    if (departure <= arrival) fail('departure', 'departureBeforeArrival');
    else if (nightsBetween(arrival, departure) > MAX_STAY_NIGHTS) {
      fail('departure', 'stayTooLong', { max: MAX_STAY_NIGHTS });
    }
  }

  const count = (
    field: 'adults' | 'children',
    bounds: { min: number; max: number },
    fallback: number,
  ) => {
    const value = text(field);
    if (!valid(field) || value === '') return fallback;
    if (!/^\d+$/.test(value)) {
      fail(field, 'invalidNumber', { field, value: quoted(value) });
      return fallback;
    }
    const number = Number(value);
    if (number < bounds.min || number > bounds.max) {
      fail(field, 'outOfRange', { field, min: bounds.min, max: bounds.max, value: quoted(value) });
    }
    return number;
  };
  const adults = count('adults', BOOKING_ADULTS, 1);
  const children = count('children', BOOKING_CHILDREN, 0);

  let price: number | null = null;
  if (valid('price') && text('price') !== '') {
    const minor = parseCsvPrice(text('price'), currency);
    if (minor === undefined)
      fail('price', 'invalidNumber', { field: 'price', value: quoted(text('price')) });
    else if (minor > MAX_MONEY_MINOR) {
      fail('price', 'outOfRange', {
        field: 'price',
        min: 0,
        max: minorToInput(MAX_MONEY_MINOR, currency),
        value: quoted(text('price')),
      });
    } else price = minor;
  }

  let email: string | null = null;
  if (valid('email') && text('email') !== '') {
    const parsed = optionalEmailField().safeParse(text('email'));
    if (parsed.success) email = parsed.data ?? null;
    else fail('email', 'invalidEmail', { field: 'email', value: quoted(text('email')) });
  }

  let mobile: string | null = null;
  if (valid('mobile') && text('mobile') !== '') {
    const country = phoneCountry(options.defaultCountry);
    const reason = phoneIssueKey(text('mobile'), country);
    // Stored in international form, as the public booking page stores a visitor's number.
    if (reason)
      fail('mobile', 'invalidMobile', { field: 'mobile', value: quoted(text('mobile')), reason });
    else mobile = internationalPhone(text('mobile'), country);
  }

  let status: CsvBookingCandidate['status'] = 'confirmed';
  if (valid('status')) {
    const parsed = parseCsvStatus(text('status'));
    if (parsed) status = parsed;
    else fail('status', 'invalidStatus', { field: 'status', value: quoted(text('status')) });
  }

  let externalId = text('external_id');
  if (externalId === '') externalId = csvRowHash(values);
  else if (valid('external_id') && !externalRefSchema.shape.id.safeParse(externalId).success) {
    fail('external_id', 'invalidValue', { field: 'external_id', value: quoted(externalId) });
  }

  if (errors.length > 0 || !arrival || !departure) return { values, candidate: null, errors };
  return {
    values,
    errors,
    candidate: {
      line: row.line,
      externalId,
      arrival,
      departure,
      roomNumber: text('room_number'),
      firstName: text('first_name'),
      lastName: text('last_name'),
      email,
      mobile,
      adults,
      children,
      price,
      status,
      notes: text('notes'),
    },
  };
}
