/**
 * The shapes shared by the CSV import's parts (issue 17): the file read into rows
 * (csv-parse.ts), each row mapped through the column template (csv-row.ts), then applied as
 * bookings (csv-import.service.ts). Interfaces only; each part implements its own.
 */

/** The file decoded and split: rows of cells with their line in the file (1-based). */
export interface ParsedCsv {
  fileName: string;
  /** `utf-8` or `windows-1252`. */
  encoding: string;
  /** The header's cells when the settings say the file has one. */
  header: string[] | null;
  rows: { line: number; cells: string[] }[];
}
