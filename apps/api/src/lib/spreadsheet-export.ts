import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import type { Language } from '@hotel/shared/i18n/messages';
import { currencyFractionDigits, minorToInput } from '@hotel/shared/money';

/** No export writes more rows than this; the lists' filters narrow it down. */
export const EXPORT_ROW_CAP = 10_000;

export type ExportFormat = 'csv' | 'xlsx';
export type CellValue = string | number;

export interface SpreadsheetContent {
  format: ExportFormat;
  language: Language;
  /** Name of the XLSX sheet. */
  sheetName: string;
  /** File name without the extension; `today` and the extension are appended. */
  baseName: string;
  /** The hotel's date (YYYY-MM-DD in its time zone), so the name matches the reception's day. */
  today: string;
  header: string[];
  rows: CellValue[][];
  /** Indexes of the columns holding amounts in minor units of `currency`. */
  moneyColumns: readonly number[];
  currency: string;
}

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A table as a file. CSV: UTF-8 with BOM; German uses `;` and a decimal comma, English `,` and a
 * decimal point, which is what Excel expects when it opens the file in that locale. XLSX: real
 * numbers, amounts with the currency's decimals. Amounts arrive as integer minor units and are
 * written by string for CSV, so no cent is lost to floating point. Text a guest or staff member
 * typed that starts like a formula (`=`, `+`, `-`, `@`) is written with a leading `'`, so a
 * spreadsheet shows it as text instead of running it (CSV injection); amounts are never negative.
 */
export async function writeSpreadsheet(content: SpreadsheetContent): Promise<ExportFile> {
  const { format, language, header, rows, moneyColumns, currency } = content;
  const digits = currencyFractionDigits(currency);
  const fileName = `${content.baseName}-${content.today}.${format}`;

  if (format === 'csv') {
    const text = Papa.unparse(
      {
        fields: header,
        data: rows.map((row) =>
          row.map((value, index) => {
            if (!moneyColumns.includes(index) || typeof value !== 'number') return value;
            const fixed = minorToInput(value, currency);
            return language === 'de' ? fixed.replace('.', ',') : fixed;
          }),
        ),
      },
      { delimiter: language === 'de' ? ';' : ',', escapeFormulae: true },
    );
    return {
      body: Buffer.from(`\uFEFF${text}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName,
    };
  }

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(content.sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      row.map((value, index) =>
        moneyColumns.includes(index) && typeof value === 'number' ? value / 10 ** digits : value,
      ),
    );
  }
  for (const index of moneyColumns) {
    sheet.getColumn(index + 1).numFmt = digits > 0 ? `0.${'0'.repeat(digits)}` : '0';
  }
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
  };
}

/** Sends the file as a download. */
export function sendExportFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}
