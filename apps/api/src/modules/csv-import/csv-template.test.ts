import {
  csvImportSettingsFormSchema,
  type CsvImportSettingsRequest,
} from '@hotel/shared/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import { templateIssues } from './csv-template';

const settings: CsvImportSettingsRequest = {
  header: true,
  separator: 'semicolon',
  column_template: ['arrival', 'departure', 'room_number', 'last_name', ''],
  smb_share: '\\\\fileserver\\exports',
  domain: '',
  username: 'import',
  file_path: 'pms\\bookings.csv',
  method: 'smb',
  interval: 60,
};

function messages(value: CsvImportSettingsRequest) {
  const result = csvImportSettingsFormSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('templateIssues', () => {
  it('names the required fields no column maps, and fields mapped twice', () => {
    expect(templateIssues(['arrival', 'departure', 'room_number', 'last_name'])).toEqual([]);
    expect(templateIssues(['arrival', '', 'arrival', 'notes', 'notes'])).toEqual([
      {
        path: 'column_template',
        key: 'validation.csvTemplateMissingFields',
        params: { fields: 'departure, room_number, last_name' },
      },
      {
        path: 'column_template',
        key: 'validation.csvTemplateDuplicateField',
        params: { fields: 'arrival, notes' },
      },
    ]);
  });
});

describe('csvImportSettingsFormSchema (the settings form and PUT)', () => {
  it('takes good settings, shares in both spellings and with a port', () => {
    expect(messages(settings)).toEqual([]);
    for (const share of [
      '//fileserver/exports',
      '\\\\10.0.0.5:4445\\exports',
      '//nas.local:445/share/',
    ]) {
      expect(messages({ ...settings, smb_share: share })).toEqual([]);
    }
  });

  it('refuses a template without the required fields or with a field twice', () => {
    expect(messages({ ...settings, column_template: ['arrival', 'arrival'] })).toEqual([
      ['column_template', 'validation.csvTemplateMissingFields'],
      ['column_template', 'validation.csvTemplateDuplicateField'],
    ]);
  });

  it('requires share, file path and user name for method smb, and a share in its shape', () => {
    expect(messages({ ...settings, smb_share: '', file_path: '', username: '' })).toEqual([
      ['smb_share', 'validation.csvShareRequired'],
      ['file_path', 'validation.csvFilePathRequired'],
      ['username', 'validation.csvUsernameRequired'],
    ]);
    for (const share of [
      'fileserver\\exports',
      'smb://server/share',
      '\\\\server',
      '//server/a/b',
    ]) {
      expect(messages({ ...settings, smb_share: share })).toEqual([
        ['smb_share', 'validation.csvShareInvalid'],
      ]);
    }
  });

  it('needs no share for a manual upload', () => {
    expect(
      messages({ ...settings, method: 'none', smb_share: '', file_path: '', username: '' }),
    ).toEqual([]);
  });
});
