import path from 'node:path';
import { CSV_MAX_FILE_BYTES, type CsvUpload } from '@hotel/shared/contracts/csv-import';
import type { HotelCsvImport } from '@hotel/shared/contracts/hotel-integrations';
import type { SmbReader } from '../../adapters/smb/smb-reader';
import { AppError } from '../../lib/app-error';

/** The settings a file is read with: the form's (file check) or the saved ones (a run). */
export type CsvShareSettings = Pick<
  HotelCsvImport,
  'smb_share' | 'domain' | 'username' | 'file_path'
>;

export interface CsvFileBytes {
  fileName: string;
  bytes: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Whether a share and a file on it are named: the least a read from the share needs. */
export const isShareConfigured = (settings: CsvShareSettings) =>
  settings.smb_share.trim() !== '' && settings.file_path.trim() !== '';

/** An uploaded file's bytes; refused when it is not base64 or larger than the bound. */
export function decodeUpload(file: CsvUpload): CsvFileBytes {
  const text = file.content_base64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) {
    throw new AppError('BAD_REQUEST', 'errors.csvFileNotBase64');
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > CSV_MAX_FILE_BYTES) {
    throw new AppError('VALIDATION', 'errors.validation', {
      issues: [{ path: 'file.content_base64', key: 'validation.csvFileTooLarge' }],
    });
  }
  return { fileName: file.name, bytes };
}

/** The file's name as the share path gives it (`\\exports\\bookings.csv` → `bookings.csv`). */
export const shareFileName = (settings: Pick<CsvShareSettings, 'file_path'>) =>
  path.win32.basename(settings.file_path.trim());

/** The file on the share; throws SmbError with the spec's status when the share refuses. */
export async function readShareFile(
  reader: SmbReader,
  settings: CsvShareSettings,
  password: string,
  timeoutMs: number,
): Promise<CsvFileBytes> {
  const bytes = await reader.readFile(
    {
      share: settings.smb_share.trim(),
      domain: settings.domain.trim(),
      username: settings.username.trim(),
      password,
      filePath: settings.file_path.trim(),
    },
    { timeoutMs, maxBytes: CSV_MAX_FILE_BYTES },
  );
  return { fileName: shareFileName(settings), bytes };
}
