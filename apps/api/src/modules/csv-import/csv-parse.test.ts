import { CSV_MAX_FILE_BYTES, CSV_MAX_ROWS } from '@hotel/shared/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseCsvFile, type CsvParseOptions } from './csv-parse';

const options: CsvParseOptions = { fileName: 'bookings.csv', separator: 'semicolon', header: true };
const utf8 = (text: string) => Buffer.from(text, 'utf8');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the file was not refused');
}

describe('parseCsvFile: encodings', () => {
  it('reads UTF-8 with a BOM, without the BOM in the first header cell', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('Name;Ort\nMüller;Köln\n')]);
    const parsed = parseCsvFile(bytes, options);
    expect(parsed.encoding).toBe('utf-8');
    expect(parsed.header).toEqual(['Name', 'Ort']);
    expect(parsed.rows).toEqual([{ line: 2, cells: ['Müller', 'Köln'] }]);
  });

  it('reads UTF-8 without a BOM', () => {
    const parsed = parseCsvFile(utf8('Müller;99 €'), { ...options, header: false });
    expect(parsed).toMatchObject({ encoding: 'utf-8', header: null });
    expect(parsed.rows[0]?.cells).toEqual(['Müller', '99 €']);
  });

  it('reads bytes that are not UTF-8 as Windows-1252 and says so', () => {
    // "Müller;99 €" in Windows-1252: ü is 0xFC, € is 0x80.
    const bytes = Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x39, 0x39, 0x20, 0x80]);
    const parsed = parseCsvFile(bytes, { ...options, header: false });
    expect(parsed.encoding).toBe('windows-1252');
    expect(parsed.rows[0]?.cells).toEqual(['Müller', '99 €']);
    // Typographic quotes, dashes and letters of 0x80–0x9F too.
    const quotes = Buffer.from([0x84, 0x4d, 0xfc, 0x93, 0x20, 0x96, 0x20, 0x8a]);
    expect(parseCsvFile(quotes, { ...options, header: false }).rows[0]?.cells).toEqual([
      '„Mü“ – Š',
    ]);
  });
});

describe('parseCsvFile: records and lines', () => {
  it('keeps separators, doubled quotes and line breaks inside quoted fields, with the line each record starts on', () => {
    const text = [
      'id;name;notes',
      '1;"Smith; John";"first line',
      'second line"',
      '2;"say ""hello""";"a\r\nb\r\nc"',
      '3;plain;x',
    ].join('\n');
    const parsed = parseCsvFile(utf8(text), options);
    expect(parsed.rows).toEqual([
      { line: 2, cells: ['1', 'Smith; John', 'first line\nsecond line'] },
      { line: 4, cells: ['2', 'say "hello"', 'a\r\nb\r\nc'] },
      { line: 7, cells: ['3', 'plain', 'x'] },
    ]);
  });

  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])('reads %s line ends, skipping blank lines but counting them', (_name, end) => {
    const text = ['h1;h2', 'a;b', '', 'c;d', '', ''].join(end);
    const parsed = parseCsvFile(utf8(text), options);
    expect(parsed.rows).toEqual([
      { line: 2, cells: ['a', 'b'] },
      { line: 4, cells: ['c', 'd'] },
    ]);
  });

  it.each([
    ['comma', 'a,"b,c",d;e|f', 'b,c', 'd;e|f'],
    ['semicolon', 'a;"b;c";d,e|f', 'b;c', 'd,e|f'],
    ['pipe', 'a|"b|c"|d;e,f', 'b|c', 'd;e,f'],
  ] as const)('splits at the %s and only there', (separator, line, quotedCell, lastCell) => {
    const parsed = parseCsvFile(utf8(line), { ...options, separator, header: false });
    expect(parsed.rows[0]?.cells).toEqual(['a', quotedCell, lastCell]);
  });

  it('takes the first row as data without a header, and trims cells', () => {
    const parsed = parseCsvFile(utf8(' a ; b \n c ;d'), { ...options, header: false });
    expect(parsed.header).toBeNull();
    expect(parsed.rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ]);
  });

  it('keeps long cells for the row check to refuse', () => {
    const long = 'x'.repeat(1500);
    const parsed = parseCsvFile(utf8(`a;${long}`), { ...options, header: false });
    expect(parsed.rows[0]?.cells[1]).toHaveLength(1500);
  });
});

describe('parseCsvFile: refused files', () => {
  it('refuses a file over the size bound', () => {
    const error = refusal(() => parseCsvFile(Buffer.alloc(CSV_MAX_FILE_BYTES + 1, 'a'), options));
    expect(error).toMatchObject({ code: 'VALIDATION', messageKey: 'validation.csvFileTooLarge' });
  });

  it('takes CSV_MAX_ROWS records and refuses one more', () => {
    const rows = (count: number) =>
      utf8(['h', ...Array.from({ length: count }, (_, i) => `r${i}`)].join('\n'));
    expect(parseCsvFile(rows(CSV_MAX_ROWS), options).rows).toHaveLength(CSV_MAX_ROWS);
    const error = refusal(() => parseCsvFile(rows(CSV_MAX_ROWS + 1), options));
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      messageKey: 'errors.csvFileTooManyRows',
      details: { params: { max: CSV_MAX_ROWS } },
    });
  });

  it.each([
    ['an empty file', ''],
    ['blank lines only', '\r\n\r\n;;\r\n'],
    ['a header only', 'arrival;departure\r\n'],
  ])('refuses %s as holding no records', (_name, text) => {
    const error = refusal(() => parseCsvFile(utf8(text), options));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', messageKey: 'errors.csvFileEmpty' });
  });

  it('refuses a quote that is never closed, naming the line its record starts on', () => {
    const text = 'h1;h2\na;b\n\nc;"never closed\nd;e\n';
    const error = refusal(() => parseCsvFile(utf8(text), options));
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      messageKey: 'errors.csvFileMalformed',
      details: { params: { reason: 'line 4', line: 4 } },
    });
  });
});
