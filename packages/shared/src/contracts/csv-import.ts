import { z } from 'zod';
import { CSV_IMPORT_METHODS, CSV_SEPARATORS, hotelCsvImportSchema } from './hotel-integrations';

/**
 * CSV import (issue 17, spec §2 /plugins/csv_import, §3 "CSV import settings", §7, §8, §9).
 * A hotel's export (or an old system's) is read from a Windows share, or uploaded, and each row
 * becomes a booking with source `csv`.
 */

/**
 * What a CSV column can be mapped to. `column_template[i]` names the field of column i; an
 * empty string ignores the column. `external_id` is the row's stable id (its `externalRef`);
 * without it the row's hash is the reference.
 */
export const CSV_FIELDS = [
  'external_id',
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
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Fields every template must map; a booking cannot be made without them. */
export const REQUIRED_CSV_FIELDS: readonly CsvField[] = [
  'arrival',
  'departure',
  'room_number',
  'last_name',
];

/** The separators' characters (spec §9: comma, semicolon, pipe). */
export const CSV_SEPARATOR_CHARACTERS: Record<(typeof CSV_SEPARATORS)[number], string> = {
  comma: ',',
  semicolon: ';',
  pipe: '|',
};

/** Bounds: a file the import reads, rows it takes, columns a template maps. */
export const CSV_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 5000;
export const CSV_MAX_COLUMNS = 50;
/** Minutes between scheduled imports (spec §9: 60 is hourly). */
export const CSV_MIN_INTERVAL = 5;
export const CSV_MAX_INTERVAL = 1440;
/** How many records the file check shows (spec §9). */
export const CSV_CHECK_RECORDS = 4;

/**
 * Spec §8 "SMB statuses", each with a translated sentence (`smbStatus.<status>`), plus what
 * the share can do besides: hang (`timeout`) or hold a file over the bound (`file_too_large`).
 */
export const SMB_STATUSES = [
  'invalid_parameter',
  'object_not_found',
  'logon_failure',
  'bad_network_name',
  'connection_reset',
  'host_not_found',
  'timeout',
  'file_too_large',
  'access_denied',
  'unavailable',
] as const;
export type SmbStatus = (typeof SMB_STATUSES)[number];

const columnTemplate = z
  .array(z.union([z.enum(CSV_FIELDS, { error: 'validation.invalid' }), z.literal('')]))
  .max(CSV_MAX_COLUMNS, 'validation.tooLong');

/**
 * PUT /api/hotel/csv-import. `password`: a new SMB password; left out (or undefined) keeps the
 * stored one while share, domain and user stay the same (else it is removed), an empty string
 * removes it. It is never returned (`password.configured`).
 */
export const csvImportSettingsRequestSchema = z.object({
  header: z.boolean({ error: 'validation.invalid' }),
  separator: z.enum(CSV_SEPARATORS, { error: 'validation.invalid' }),
  column_template: columnTemplate,
  smb_share: z.string().trim().max(300, 'validation.tooLong'),
  domain: z.string().trim().max(100, 'validation.tooLong'),
  username: z.string().trim().max(100, 'validation.tooLong'),
  password: z.string().max(200, 'validation.tooLong').optional(),
  file_path: z.string().trim().max(500, 'validation.tooLong'),
  method: z.enum(CSV_IMPORT_METHODS, { error: 'validation.invalid' }),
  interval: z
    .number({ error: 'validation.csvIntervalRange' })
    .int('validation.csvIntervalRange')
    .min(CSV_MIN_INTERVAL, 'validation.csvIntervalRange')
    .max(CSV_MAX_INTERVAL, 'validation.csvIntervalRange'),
});
export type CsvImportSettingsRequest = z.input<typeof csvImportSettingsRequestSchema>;

/** A template's problems: required fields no column maps, and fields two columns map. */
export interface CsvTemplateIssues {
  missing: CsvField[];
  duplicates: CsvField[];
}

export function csvTemplateIssues(template: readonly (CsvField | '')[]): CsvTemplateIssues {
  const mapped = template.filter((field): field is CsvField => field !== '');
  return {
    missing: REQUIRED_CSV_FIELDS.filter((field) => !mapped.includes(field)),
    duplicates: CSV_FIELDS.filter((field) => mapped.indexOf(field) !== mapped.lastIndexOf(field)),
  };
}

/**
 * A Windows share as smbclient takes it: `\\server\share` or `//server/share`, the server (a
 * host name or IPv4 address) optionally with `:port` (a test Samba, a NAS on another port), the
 * share name without the characters Windows forbids there. Groups: host, port, share name. The
 * form and the SMB reader check with this one pattern; the file path is a field of its own.
 */
export const SMB_SHARE_PATTERN =
  /^(?:\\\\|\/\/)([A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))(?::(\d{1,5}))?[\\/]([^\\/"*:;<>?|[\]+=,]{1,80})[\\/]?$/;

/** Whether a share is written as SMB_SHARE_PATTERN says, with a port in 1–65535. */
export function isSmbShare(share: string): boolean {
  const match = SMB_SHARE_PATTERN.exec(share.trim());
  if (!match) return false;
  const port = match[2] === undefined ? null : Number(match[2]);
  return port === null || (port >= 1 && port <= 65535);
}

/**
 * The settings form's and PUT's rule beyond the fields' own: a template the import can use
 * (every required field mapped, none twice) and, for method `smb`, the share, the file's path
 * and the user name. The web's form and the API validate with this one schema.
 */
export const csvImportSettingsFormSchema = csvImportSettingsRequestSchema.superRefine(
  (value, ctx) => {
    const { missing, duplicates } = csvTemplateIssues(value.column_template);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.csvTemplateMissingFields',
        path: ['column_template'],
        params: { params: { fields: missing.join(', ') } },
      });
    }
    if (duplicates.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.csvTemplateDuplicateField',
        path: ['column_template'],
        params: { params: { fields: duplicates.join(', ') } },
      });
    }
    if (value.method !== 'smb') return;
    if (value.smb_share === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.csvShareRequired', path: ['smb_share'] });
    } else if (!isSmbShare(value.smb_share)) {
      ctx.addIssue({ code: 'custom', message: 'validation.csvShareInvalid', path: ['smb_share'] });
    }
    if (value.file_path === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.csvFilePathRequired',
        path: ['file_path'],
      });
    }
    if (value.username === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.csvUsernameRequired',
        path: ['username'],
      });
    }
  },
);

/** A file sent with the check or a run (method `none`, or to try a file before the share). */
export const csvUploadSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  /** The file's bytes, base64; at most CSV_MAX_FILE_BYTES once decoded. */
  content_base64: z
    .string()
    .max(Math.ceil((CSV_MAX_FILE_BYTES * 4) / 3) + 4, 'validation.csvFileTooLarge'),
});
export type CsvUpload = z.infer<typeof csvUploadSchema>;

/**
 * POST /api/hotel/csv-import/check: the settings as the form holds them (saved or not) and,
 * for method `none` or to try a file, the file; otherwise the file is read from the share.
 */
export const csvImportCheckRequestSchema = z.object({
  settings: csvImportSettingsRequestSchema,
  file: csvUploadSchema.optional(),
});
export type CsvImportCheckRequest = z.input<typeof csvImportCheckRequestSchema>;

/** POST /api/hotel/csv-import/run: the saved settings; a file is required for method `none`. */
export const csvImportRunRequestSchema = z.object({ file: csvUploadSchema.optional() });
export type CsvImportRunRequest = z.input<typeof csvImportRunRequestSchema>;

/** A problem with one field of a row: the field and an i18n key with its values. */
export const csvFieldErrorSchema = z.object({
  field: z.enum(CSV_FIELDS),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** One record as the import would take it (the file check). */
export const csvCheckRecordSchema = z.object({
  /** Line in the file (1-based, counting the header). */
  line: z.number().int(),
  /** The raw cell of each mapped field. */
  values: z.partialRecord(z.enum(CSV_FIELDS), z.string()),
  /**
   * Every cell of the line as read, mapped or not: the template table previews the columns no
   * field is assigned to yet (and counts them when the file has no header).
   */
  cells: z.array(z.string()).optional(),
  /** The booking it would become; null when a field is wrong. */
  booking: z
    .object({
      arrival: z.string(),
      departure: z.string(),
      roomNumber: z.string(),
      guestName: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
      adults: z.number().int(),
      children: z.number().int(),
      /** Minor units (cents); null when the file has no price. */
      price: z.number().int().nullable(),
      status: z.enum(['confirmed', 'canceled']),
      externalId: z.string(),
    })
    .nullable(),
  errors: z.array(csvFieldErrorSchema),
});
export type CsvCheckRecord = z.infer<typeof csvCheckRecordSchema>;

export const csvImportCheckResultSchema = z.object({
  fileName: z.string(),
  /** Data rows in the file (without the header). */
  rows: z.number().int(),
  /** The header's cells, or null without a header. */
  header: z.array(z.string()).nullable(),
  /** Up to CSV_CHECK_RECORDS random records (spec §9). */
  records: z.array(csvCheckRecordSchema),
  /** `utf-8` or `windows-1252`: how the bytes were read. */
  encoding: z.string(),
});
export type CsvImportCheckResult = z.infer<typeof csvImportCheckResultSchema>;

export const CSV_RUN_TRIGGERS = ['manual', 'upload', 'schedule'] as const;
export const CSV_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const CSV_PROBLEM_KINDS = ['error', 'conflict', 'skipped'] as const;

/** A row the run did not take as it is, with its line and the reason (an i18n key). */
export const csvRunProblemSchema = z.object({
  line: z.number().int(),
  kind: z.enum(CSV_PROBLEM_KINDS),
  code: z.string(),
  field: z.enum(CSV_FIELDS).nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CsvRunProblem = z.infer<typeof csvRunProblemSchema>;

export const csvRunCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  conflicts: z.number().int(),
  errors: z.number().int(),
});
export type CsvRunCounts = z.infer<typeof csvRunCountsSchema>;
export const NO_CSV_RUN_COUNTS: CsvRunCounts = {
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  conflicts: 0,
  errors: 0,
};

/** One import run and its report (kept, newest first, shown on the page). */
export const csvImportRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(CSV_RUN_TRIGGERS),
  status: z.enum(CSV_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  fileName: z.string().nullable(),
  counts: csvRunCountsSchema,
  /** Why the whole run failed: an SMB status, or an i18n key (a malformed file). */
  failure: z
    .object({
      code: z.string(),
      smbStatus: z.enum(SMB_STATUSES).nullable(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
  /** The first 500 problems with their line numbers. */
  problems: z.array(csvRunProblemSchema),
});
export type CsvImportRun = z.infer<typeof csvImportRunSchema>;

/** GET /api/hotel/csv-import: the settings, the status (last run, next run) and recent runs. */
export const csvImportStateSchema = z.object({
  settings: hotelCsvImportSchema,
  lastRun: csvImportRunSchema.nullable(),
  /** When the scheduler runs it next (method smb); null for manual upload. */
  nextRunAt: z.string().nullable(),
  runs: z.array(csvImportRunSchema),
  /** Whether the server can reach a share at all (`smbclient` is installed). */
  smbAvailable: z.boolean(),
});
export type CsvImportState = z.infer<typeof csvImportStateSchema>;
