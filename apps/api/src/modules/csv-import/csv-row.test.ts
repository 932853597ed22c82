import type { CsvField } from '@hotel/shared/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import { csvRowHash, mapCsvRow } from './csv-row';
import { parseCsvDate, parseCsvPrice } from './csv-values';

const template: (CsvField | '')[] = [
  'arrival',
  'departure',
  'room_number',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'adults',
  'children',
  'price',
  'status',
  'notes',
];
const good = [
  '2026-05-01',
  '2026-05-04',
  '101',
  'Anna',
  'Müller',
  'Anna@Example.com',
  '0170 1234567',
  '2',
  '1',
  '1.234,50 €',
  'bestätigt',
  'late arrival',
];

/** The good row with some cells replaced, mapped with the full template. */
function mapWith(changes: Partial<Record<CsvField, string>>, options = {}) {
  const cells = template.map((field, index) =>
    field !== '' && field in changes ? changes[field]! : good[index]!,
  );
  return mapCsvRow({ line: 7, cells }, template, options);
}

function errorsOf(changes: Partial<Record<CsvField, string>>) {
  const { errors, candidate } = mapWith(changes);
  expect(candidate).toBeNull();
  return errors;
}

describe('mapCsvRow: a good row', () => {
  it('becomes a booking candidate with normalised values, and keeps the raw cells', () => {
    const { values, candidate, errors } = mapWith({});
    expect(errors).toEqual([]);
    expect(candidate).toEqual({
      line: 7,
      externalId: expect.stringMatching(/^h:[0-9a-f]{64}$/),
      arrival: '2026-05-01',
      departure: '2026-05-04',
      roomNumber: '101',
      firstName: 'Anna',
      lastName: 'Müller',
      email: 'anna@example.com',
      mobile: '+491701234567',
      adults: 2,
      children: 1,
      price: 123450,
      status: 'confirmed',
      notes: 'late arrival',
    });
    expect(values).toMatchObject({
      price: '1.234,50 €',
      mobile: '0170 1234567',
      status: 'bestätigt',
    });
  });

  it('defaults adults to 1, children to 0 and the price to none when unmapped or empty', () => {
    const short: (CsvField | '')[] = ['arrival', 'departure', 'room_number', 'last_name'];
    const { candidate } = mapCsvRow(
      { line: 2, cells: ['2026-05-01', '2026-05-02', '1', 'Lee'] },
      short,
    );
    expect(candidate).toMatchObject({
      adults: 1,
      children: 0,
      price: null,
      email: null,
      mobile: null,
      firstName: '',
      status: 'confirmed',
    });
    expect(mapWith({ adults: '', children: '', price: '' }).candidate).toMatchObject({
      adults: 1,
      children: 0,
      price: null,
    });
  });

  it('reads mobile numbers without a prefix in the hotel country', () => {
    expect(mapWith({ mobile: '0664 1234567' }, { defaultCountry: 'AT' }).candidate?.mobile).toBe(
      '+436641234567',
    );
  });
});

describe('mapCsvRow: dates', () => {
  it.each([
    ['2026-05-01', '2026-05-01'],
    ['2026-05-01T14:00:00Z', '2026-05-01'],
    ['2026-05-01 14:00', '2026-05-01'],
    ['01.05.2026', '2026-05-01'],
    ['1.5.2026', '2026-05-01'],
    ['01/05/2026', '2026-05-01'],
  ])('reads %s as %s (day before month)', (text, iso) => {
    expect(parseCsvDate(text)).toBe(iso);
  });

  it.each([
    '2026-02-30',
    '31.04.2026',
    '13/13/2026',
    '2026/05/01',
    'May 1st',
    '01.05.26',
    '1800-01-01',
  ])('refuses %s', (text) => {
    expect(parseCsvDate(text)).toBeNull();
  });

  it('names a date that is not one, with the field and the cell', () => {
    expect(errorsOf({ arrival: '30.02.2026' })).toEqual([
      { field: 'arrival', code: 'invalidDate', params: { field: 'arrival', value: '30.02.2026' } },
    ]);
  });

  it('refuses a departure on or before the arrival, and a stay over 365 nights', () => {
    expect(errorsOf({ departure: '2026-05-01' })).toEqual([
      { field: 'departure', code: 'departureBeforeArrival' },
    ]);
    expect(errorsOf({ departure: '2027-05-02' })).toEqual([
      { field: 'departure', code: 'stayTooLong', params: { max: 365 } },
    ]);
    expect(mapWith({ departure: '2027-05-01' }).errors).toEqual([]);
  });
});

describe('mapCsvRow: numbers', () => {
  it.each([
    ['1.234,50 €', 123450],
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['1234,5', 123450],
    ['EUR 99', 9900],
    ['99 EUR', 9900],
    ['€99', 9900],
    ['99,-', 9900],
    ['1.234', 123400],
    ['1 234,00', 123400],
    ['1.234.567,89', 123456789],
    ['0', 0],
    ["1'234.50", 123450],
    ['1.234,50\u00a0€', 123450],
  ])('reads the price %s as %i cents', (text, minor) => {
    expect(parseCsvPrice(text, 'EUR')).toBe(minor);
  });

  it.each(['abc', '-5', '12.34.5', '1,2.3,4', '1.2345', '12,345,6', '', '€'])(
    'refuses the price %s',
    (text) => {
      expect(parseCsvPrice(text, 'EUR')).toBeUndefined();
    },
  );

  it('reads a price without cents in a currency without them', () => {
    expect(parseCsvPrice('1.234', 'JPY')).toBe(1234);
  });

  it('names prices and counts that are not numbers or out of bounds', () => {
    expect(errorsOf({ price: 'free' })).toEqual([
      { field: 'price', code: 'invalidNumber', params: { field: 'price', value: 'free' } },
    ]);
    expect(errorsOf({ price: '2.000.000,00' })).toMatchObject([
      { field: 'price', code: 'outOfRange' },
    ]);
    expect(errorsOf({ adults: 'two' })).toEqual([
      { field: 'adults', code: 'invalidNumber', params: { field: 'adults', value: 'two' } },
    ]);
    expect(errorsOf({ adults: '0' })).toEqual([
      {
        field: 'adults',
        code: 'outOfRange',
        params: { field: 'adults', min: 1, max: 50, value: '0' },
      },
    ]);
    expect(errorsOf({ children: '51' })).toMatchObject([
      { field: 'children', code: 'outOfRange', params: { min: 0, max: 50 } },
    ]);
    expect(errorsOf({ children: '1.5' })).toMatchObject([
      { field: 'children', code: 'invalidNumber' },
    ]);
  });
});

describe('mapCsvRow: guest, status and texts', () => {
  it('refuses an email or mobile that is not valid', () => {
    expect(errorsOf({ email: 'anna@' })).toMatchObject([{ field: 'email', code: 'invalidEmail' }]);
    expect(errorsOf({ mobile: '123' })).toMatchObject([
      { field: 'mobile', code: 'invalidMobile', params: { reason: 'validation.phoneTooShort' } },
    ]);
  });

  it.each([
    ['', 'confirmed'],
    ['Confirmed', 'confirmed'],
    ['BESTÄTIGT', 'confirmed'],
    ['new', 'confirmed'],
    ['booked', 'confirmed'],
    ['gebucht', 'confirmed'],
    ['OK', 'confirmed'],
    ['canceled', 'canceled'],
    ['Cancelled', 'canceled'],
    ['storniert', 'canceled'],
    ['Storno', 'canceled'],
    ['abgesagt', 'canceled'],
  ])('reads the status "%s" as %s', (status, expected) => {
    expect(mapWith({ status }).candidate?.status).toBe(expected);
  });

  it('refuses an unknown status', () => {
    expect(errorsOf({ status: 'maybe' })).toEqual([
      { field: 'status', code: 'invalidStatus', params: { field: 'status', value: 'maybe' } },
    ]);
  });

  it('requires arrival, departure, room and last name, but not the first name', () => {
    expect(errorsOf({ arrival: '', room_number: ' ', last_name: '' })).toEqual([
      { field: 'arrival', code: 'required', params: { field: 'arrival' } },
      { field: 'room_number', code: 'required', params: { field: 'room_number' } },
      { field: 'last_name', code: 'required', params: { field: 'last_name' } },
    ]);
    expect(mapWith({ first_name: '' }).errors).toEqual([]);
  });

  it('requires a required field the template does not map', () => {
    const { errors } = mapCsvRow({ line: 2, cells: ['2026-05-01', '2026-05-02', '1'] }, [
      'arrival',
      'departure',
      'room_number',
    ]);
    expect(errors).toEqual([
      { field: 'last_name', code: 'required', params: { field: 'last_name' } },
    ]);
  });

  it('refuses names over 100 characters, notes over 2,000 and any other cell over 1,000', () => {
    expect(errorsOf({ last_name: 'x'.repeat(101) })).toEqual([
      { field: 'last_name', code: 'tooLong', params: { field: 'last_name', max: 100 } },
    ]);
    expect(errorsOf({ first_name: 'x'.repeat(101) })).toMatchObject([
      { field: 'first_name', code: 'tooLong' },
    ]);
    expect(mapWith({ notes: 'x'.repeat(2000) }).errors).toEqual([]);
    expect(errorsOf({ notes: 'x'.repeat(2001) })).toMatchObject([
      { field: 'notes', code: 'tooLong', params: { max: 2000 } },
    ]);
    expect(errorsOf({ status: 'x'.repeat(1001) })).toMatchObject([
      { field: 'status', code: 'tooLong', params: { max: 1000 } },
    ]);
  });

  it('cuts a long value it quotes in a message', () => {
    const [error] = errorsOf({ status: 'y'.repeat(300) });
    expect(String(error?.params?.value)).toHaveLength(41);
  });

  it('collects every field problem of the row at once', () => {
    const errors = errorsOf({ arrival: 'soon', email: 'x', status: '?' });
    expect(errors.map((error) => error.field)).toEqual(['arrival', 'email', 'status']);
  });

  it('refuses a row with fewer cells than the template on the first missing field', () => {
    const { candidate, errors } = mapCsvRow(
      { line: 3, cells: ['2026-05-01', '2026-05-04', '101'] },
      template,
    );
    expect(candidate).toBeNull();
    expect(errors).toEqual([
      { field: 'first_name', code: 'columnCount', params: { count: 3, expected: 12 } },
    ]);
  });

  it('takes a longer row and a short one whose missing columns are unmapped', () => {
    const withUnmapped: (CsvField | '')[] = [
      'arrival',
      'departure',
      'room_number',
      'last_name',
      '',
      '',
    ];
    const cells = ['2026-05-01', '2026-05-02', '1', 'Lee'];
    expect(mapCsvRow({ line: 2, cells }, withUnmapped).errors).toEqual([]);
    expect(
      mapCsvRow({ line: 2, cells: [...cells, 'extra', 'more', 'still'] }, withUnmapped).errors,
    ).toEqual([]);
  });
});

describe('mapCsvRow: the reference', () => {
  const idTemplate: (CsvField | '')[] = ['external_id', ...template];

  it('is the id column when the template maps one and the cell is filled', () => {
    const { candidate } = mapCsvRow({ line: 2, cells: [' R-42 ', ...good] }, idTemplate);
    expect(candidate?.externalId).toBe('R-42');
  });

  it('is the row hash when the id cell is empty, and refuses an id over 200 characters', () => {
    const { candidate } = mapCsvRow({ line: 2, cells: ['', ...good] }, idTemplate);
    expect(candidate?.externalId).toBe(mapWith({}).candidate?.externalId);
    const { errors } = mapCsvRow({ line: 2, cells: ['r'.repeat(201), ...good] }, idTemplate);
    expect(errors).toMatchObject([{ field: 'external_id', code: 'tooLong', params: { max: 200 } }]);
  });

  it('hashes the same row alike in another column order, with other unmapped columns or spaces', () => {
    const reversed = [...template].reverse();
    const withJunk: (CsvField | '')[] = ['', ...template, ''];
    const first = mapWith({}).candidate?.externalId;
    expect(mapCsvRow({ line: 9, cells: [...good].reverse() }, reversed).candidate?.externalId).toBe(
      first,
    );
    expect(
      mapCsvRow(
        { line: 9, cells: ['ignored', ...good.map((cell) => ` ${cell} `), 'also'] },
        withJunk,
      ).candidate?.externalId,
    ).toBe(first);
  });

  it('hashes an edited row differently (without an id column it is another record)', () => {
    expect(mapWith({ departure: '2026-05-05' }).candidate?.externalId).not.toBe(
      mapWith({}).candidate?.externalId,
    );
    expect(csvRowHash({ notes: 'a' })).not.toBe(csvRowHash({ notes: 'b' }));
  });

  it('keeps the hash when only the status changes (a canceled row is the same record)', () => {
    expect(csvRowHash({ last_name: 'Lee', status: 'canceled' })).toBe(
      csvRowHash({ last_name: 'Lee', status: 'confirmed' }),
    );
    expect(csvRowHash({ last_name: 'Lee', status: 'storniert' })).toBe(
      csvRowHash({ last_name: 'Lee' }),
    );
  });
});
