import { createRequire } from 'node:module';
import { join } from 'node:path';

// exceljs is the API's dependency (it writes the exports); the specs read the files back with it.
const ExcelJS = createRequire(join(process.cwd(), 'apps/api/package.json'))('exceljs') as {
  Workbook: new () => {
    xlsx: { readFile: (path: string) => Promise<unknown> };
    worksheets: { rowCount: number; getRow: (index: number) => { values: unknown } }[];
  };
};

/**
 * The first sheet of an XLSX file, row by row, each cell as ExcelJS reads it (numbers stay
 * numbers, so a spec can tell an amount a spreadsheet adds up from text); empty cells are null.
 */
export async function readXlsxRows(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  for (let index = 1; index <= sheet.rowCount; index += 1) {
    // ExcelJS counts cells from 1 (values[0] is always empty) and leaves holes for empty cells.
    const values = (sheet.getRow(index).values as unknown[]).slice(1);
    rows.push(Array.from(values, (value) => value ?? null));
  }
  return rows;
}
