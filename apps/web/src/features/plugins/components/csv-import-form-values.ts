import {
  CSV_FIELDS,
  type CsvField,
  type CsvImportSettingsRequest,
} from '@hotel/shared/contracts/csv-import';
import type { HotelCsvImport } from '@hotel/shared/contracts/hotel-integrations';

/** The request as the form edits it: the password field is a string, empty keeps the stored one. */
export type CsvImportFormValues = Omit<CsvImportSettingsRequest, 'password' | 'column_template'> & {
  password: string;
  column_template: (CsvField | '')[];
};

export const CSV_FORM_FIELDS = [
  'method',
  'smb_share',
  'domain',
  'username',
  'password',
  'file_path',
  'interval',
  'header',
  'separator',
  'column_template',
] as const;

const isCsvField = (value: string): value is CsvField =>
  (CSV_FIELDS as readonly string[]).includes(value);

/** The stored settings as the form edits them; the stored password never comes back. */
export function toCsvFormValues(settings: HotelCsvImport): CsvImportFormValues {
  return {
    method: settings.method,
    smb_share: settings.smb_share,
    domain: settings.domain,
    username: settings.username,
    password: '',
    file_path: settings.file_path,
    interval: settings.interval,
    header: settings.header,
    separator: settings.separator,
    column_template: settings.column_template.map((field) => (isCsvField(field) ? field : '')),
  };
}

/** The request of a save or a check: an empty password field keeps the stored password. */
export function toCsvSettingsRequest(values: CsvImportFormValues): CsvImportSettingsRequest {
  const { password, ...rest } = values;
  return password === '' ? rest : { ...rest, password };
}
