import {
  CSV_MAX_FILE_BYTES,
  CSV_MAX_ROWS,
  CSV_SEPARATOR_CHARACTERS,
} from '@hotel/shared/contracts/csv-import';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error';
import type { ParsedCsv } from './csv-file';

export interface CsvParseOptions {
  fileName: string;
  separator: keyof typeof CSV_SEPARATOR_CHARACTERS;
  header: boolean;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Windows-1252's characters at 0x80–0x9F (the rest is Latin-1: byte = code point). Node 20's
 * TextDecoder('windows-1252') decodes as Latin-1 and turns `€` (0x80) into a control character,
 * so the table is applied here. Undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay as they are.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * Exports seen in the wild are UTF-8 (Excel adds a BOM) or, from older Windows tools,
 * Windows-1252. Bytes that are not valid UTF-8 cannot be UTF-8, so they are read as 1252,
 * which maps every byte to a character (`ü` is 0xFC, `€` is 0x80).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: string } {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

function countLineBreaks(text: string, from: number, to: number): number {
  return text.slice(from, to).match(LINE_BREAK)?.length ?? 0;
}

function malformed(line: number): AppError {
  return new AppError('BAD_REQUEST', 'errors.csvFileMalformed', {
    params: { reason: `line ${line}`, line },
  });
}

/**
 * Reads a CSV export into rows of trimmed cells, each with the file line where its record starts
 * (a quoted field may hold line breaks, so records and lines differ). Rows whose cells are all
 * empty (blank lines, `;;;`) are left out. Throws AppError for a file over the bounds, one
 * without records, or one papaparse cannot read unambiguously (a quote that is never closed).
 */
export function parseCsvFile(bytes: Uint8Array, options: CsvParseOptions): ParsedCsv {
  if (bytes.length > CSV_MAX_FILE_BYTES) {
    throw new AppError('VALIDATION', 'validation.csvFileTooLarge', {
      issues: [{ path: 'file', key: 'validation.csvFileTooLarge' }],
    });
  }
  const { text, encoding } = decodeCsvBytes(bytes);

  let header: string[] | null = null;
  const rows: ParsedCsv['rows'] = [];
  let tooManyRows = false;
  let malformedLine: number | null = null;
  // Where the current record starts: the previous record's end (papaparse's cursor).
  let start = 0;
  let line = 1;

  Papa.parse<string[]>(text, {
    delimiter: CSV_SEPARATOR_CHARACTERS[options.separator],
    quoteChar: '"',
    skipEmptyLines: false,
    step: (result, parser) => {
      const end = result.meta.cursor;
      const recordLine = line;
      line += countLineBreaks(text, start, end);
      start = end;
      if (result.errors.some((error) => error.type === 'Quotes')) {
        malformedLine = recordLine;
        parser.abort();
        return;
      }
      const cells = result.data.map((cell) => cell.trim());
      if (cells.every((cell) => cell === '')) return;
      if (options.header && header === null) {
        header = cells;
        return;
      }
      if (rows.length === CSV_MAX_ROWS) {
        tooManyRows = true;
        parser.abort();
        return;
      }
      rows.push({ line: recordLine, cells });
    },
  });

  if (malformedLine !== null) throw malformed(malformedLine);
  if (tooManyRows) {
    throw new AppError('BAD_REQUEST', 'errors.csvFileTooManyRows', {
      params: { max: CSV_MAX_ROWS },
    });
  }
  if (rows.length === 0) throw new AppError('BAD_REQUEST', 'errors.csvFileEmpty');
  return { fileName: options.fileName, encoding, header, rows };
}
