import { currencyFractionDigits, parseMoneyInput } from '@hotel/shared/money';
import { isIsoDate } from '@hotel/shared/stay-dates';

/**
 * A CSV cell's value as exports write it, read into what a booking takes (issue 17). Pure; the
 * row mapping (csv-row.ts) names a field's problem when one returns nothing.
 */

/** A value quoted in a message is cut, so a 1,000-character cell does not fill the report. */
const MAX_QUOTED = 40;

export function quoted(value: string): string {
  return value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value;
}

/**
 * A stay date as exports write it: ISO `2026-05-01` (a time after it, `T14:00` or ` 14:00`, is
 * ignored), or European day-first `1.5.2026`, `01.05.2026`, `01/05/2026`. `05/01/2026` is the
 * 5th of January: American month-first files must be converted first. Returns `YYYY-MM-DD` of a
 * real calendar day, or null.
 */
export function parseCsvDate(text: string): string | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}.*)?$/.exec(text);
  let parts: [string, string, string] | null = match ? [match[1]!, match[2]!, match[3]!] : null;
  if (!parts) {
    match = /^(\d{1,2})([./])(\d{1,2})\2(\d{4})$/.exec(text);
    parts = match ? [match[4]!, match[3]!, match[1]!] : null;
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A price in major units as people and spreadsheets write it: `1.234,50 €`, `1,234.50`,
 * `1234.5`, `EUR 99`, `99,-`. A currency sign or code is dropped; of `.` and `,` the last one
 * is the decimal mark when both appear; one mark followed by exactly three digits (`1.234`)
 * groups thousands unless the currency has three decimals. Returns minor units, or undefined.
 */
export function parseCsvPrice(text: string, currency: string): number | undefined {
  const amount = text
    .replace(/^[A-Za-z]{3}|[A-Za-z]{3}$/g, '')
    .replace(/\p{Sc}/gu, '')
    .replace(/[\s'’]/g, '')
    .replace(/[.,]-$/, '');
  if (!/^\d[\d.,]*$/.test(amount)) return undefined;
  const mark = decimalMark(amount, currency);
  const cut = mark ? amount.lastIndexOf(mark) : amount.length;
  const whole = amount.slice(0, cut);
  const fraction = amount.slice(cut + 1);
  // The whole part is plain digits or real thousands groups of one mark: `1.234.567`, not `12.34`.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(whole)) return undefined;
  const digits = whole.replace(/[.,]/g, '');
  return parseMoneyInput(fraction ? `${digits}.${fraction}` : digits, currency);
}

/** Which of `.` and `,` is the decimal mark of an amount; null when it has none. */
function decimalMark(amount: string, currency: string): '.' | ',' | null {
  const lastComma = amount.lastIndexOf(',');
  const lastDot = amount.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? ',' : '.';
  if (lastComma < 0 && lastDot < 0) return null;
  const mark = lastComma >= 0 ? ',' : '.';
  const parts = amount.split(mark);
  const groupsThousands =
    parts.length > 2 || (parts[1]!.length === 3 && currencyFractionDigits(currency) < 3);
  return groupsThousands ? null : mark;
}

const CONFIRMED_WORDS = [
  '',
  'confirmed',
  'bestätigt',
  'bestaetigt',
  'new',
  'booked',
  'gebucht',
  'ok',
];
const CANCELED_WORDS = ['canceled', 'cancelled', 'storniert', 'storno', 'abgesagt'];

/**
 * A status cell: empty or a word for a booked stay (`confirmed`, `bestätigt`, `new`, `booked`,
 * `gebucht`, `ok`) is confirmed; `canceled`, `cancelled`, `storniert`, `storno`, `abgesagt` is
 * canceled; case aside. Null for any other word.
 */
export function parseCsvStatus(text: string): 'confirmed' | 'canceled' | null {
  const word = text.trim().toLowerCase();
  if (CANCELED_WORDS.includes(word)) return 'canceled';
  return CONFIRMED_WORDS.includes(word) ? 'confirmed' : null;
}
