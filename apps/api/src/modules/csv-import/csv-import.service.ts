import type { z } from 'zod';
import {
  type CsvCheckRecord,
  type CsvImportCheckResult,
  type CsvImportRun,
  type CsvImportState,
  type CsvUpload,
  type csvImportCheckRequestSchema,
  type csvImportSettingsRequestSchema,
} from '@hotel/shared/contracts/csv-import';
import { NO_SECRET, type HotelCsvImport } from '@hotel/shared/contracts/hotel-integrations';
import { SmbError } from '../../adapters/smb/smb-reader';
import type { HotelRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { toCsvImport } from '../hotels';
import {
  currencyOf,
  runCsvImport,
  templateOf,
  type CsvRunDeps,
  type CsvRunTrigger,
} from './csv-import-run';
import { toCsvImportRun } from './csv-import-report';
import {
  decodeUpload,
  isShareConfigured,
  readShareFile,
  type CsvFileBytes,
} from './csv-import-source';
import { createCsvImportRepository, type CsvImportRunRow } from './csv-import.repository';
import { parseCsvFile } from './csv-parse';
import { checkRecords } from './csv-check';
import { templateIssues } from './csv-template';

type SettingsInput = z.output<typeof csvImportSettingsRequestSchema>;
type CheckInput = z.output<typeof csvImportCheckRequestSchema>;

/** Runs the page lists. */
const LISTED_RUNS = 20;
const PASSWORD = 'csv_import.smb_password';

/** A share that refused the read: 502 with the status's sentence, and the status for the form. */
export const smbFailure = (error: SmbError) =>
  new AppError('SMB_FAILED', `smbStatus.${error.status}`, { extra: { smbStatus: error.status } });

/** A record whose room the hotel does not have: named, and it becomes no booking. */
function withRoomCheck(
  record: CsvCheckRecord,
  rooms: ReadonlyMap<string, unknown>,
): CsvCheckRecord {
  // The raw cell too: a row with other errors still says its room does not exist.
  const roomNumber = (record.booking?.roomNumber ?? record.values.room_number)?.trim();
  if (!roomNumber || rooms.has(roomNumber)) return record;
  return {
    ...record,
    booking: null,
    errors: [
      ...record.errors,
      { field: 'room_number', code: 'unknownRoom', params: { value: roomNumber } },
    ],
  };
}

/** The fields naming the account the saved password belongs to. */
const ACCOUNT_FIELDS = ['smb_share', 'domain', 'username'] as const;

/**
 * Whether the form names the same share, domain and user as the saved settings: only then may
 * the saved password be used or kept (else it would go to a server the caller chose).
 */
function isSavedAccount(
  form: Pick<HotelCsvImport, (typeof ACCOUNT_FIELDS)[number]>,
  saved: HotelCsvImport,
): boolean {
  return ACCOUNT_FIELDS.every((field) => form[field].trim() === saved[field].trim());
}

function nextRunAt(settings: HotelCsvImport, last: CsvImportRunRow | undefined, now: Date) {
  if (settings.method !== 'smb' || !isShareConfigured(settings)) return null;
  if (!last) return now.toISOString();
  return new Date(last.startedAt.getTime() + settings.interval * 60_000).toISOString();
}

/**
 * The CSV import of /plugins/csv_import (manageHotel): its settings in `hotels.csv_import` with
 * the share's password in the credentials table (never answered), the file check that shows
 * what a file would become without writing anything, and runs (now, or by the schedule).
 */
export function createCsvImportService(
  deps: Omit<CsvRunDeps, 'repository'> & { now?: () => Date },
) {
  const repository = createCsvImportRepository(deps.db);
  const runDeps: CsvRunDeps = { ...deps, repository };

  async function loadHotel(hotelId: string): Promise<HotelRow> {
    const hotel = await repository.findHotel(hotelId);
    if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    return hotel;
  }

  /** The saved settings; the password only as "configured". */
  async function settingsOf(hotel: HotelRow): Promise<HotelCsvImport> {
    const password = await deps.credentials.status(hotel.id, PASSWORD);
    return toCsvImport(hotel, () => password ?? NO_SECRET);
  }

  async function state(hotelId: string): Promise<CsvImportState> {
    const hotel = await loadHotel(hotelId);
    const [settings, runs, smbAvailable] = await Promise.all([
      settingsOf(hotel),
      repository.newestRuns(hotelId, LISTED_RUNS),
      deps.smbReader.available(),
    ]);
    const lastRun = runs[0];
    return {
      settings,
      lastRun: lastRun ? toCsvImportRun(lastRun) : null,
      nextRunAt: nextRunAt(settings, lastRun, deps.now?.() ?? new Date()),
      runs: runs.map(toCsvImportRun),
      smbAvailable,
    };
  }

  /**
   * The password the check reads the share with: the one typed into the form, else the saved
   * one, but only for the saved share, domain and user (another one needs its password typed).
   */
  async function checkPassword(hotel: HotelRow, settings: CheckInput['settings']) {
    if (settings.password) return settings.password;
    if (!isSavedAccount(settings, await settingsOf(hotel))) {
      throw validationError([{ path: 'settings.password', key: 'validation.csvPasswordRequired' }]);
    }
    return (await deps.credentials.get(hotel.id, PASSWORD)) ?? '';
  }

  /** The check's file: the uploaded one, or the share's with the form's settings. */
  async function checkFile(hotel: HotelRow, input: CheckInput): Promise<CsvFileBytes> {
    if (input.file) return decodeUpload(input.file);
    const { settings } = input;
    if (settings.method === 'none') {
      throw new AppError('BAD_REQUEST', 'errors.csvImportFileRequired');
    }
    if (!isShareConfigured(settings)) {
      throw new AppError('BAD_REQUEST', 'errors.csvImportNotConfigured');
    }
    const password = await checkPassword(hotel, settings);
    try {
      return await readShareFile(deps.smbReader, settings, password, deps.smbTimeoutMs);
    } catch (error) {
      if (error instanceof SmbError) throw smbFailure(error);
      throw error;
    }
  }

  return {
    state,

    async saveSettings(hotelId: string, input: SettingsInput): Promise<CsvImportState> {
      const saved = await settingsOf(await loadHotel(hotelId));
      const { password, ...settings } = input;
      await repository.patchSettings(hotelId, settings);
      if (password) await deps.credentials.put(hotelId, PASSWORD, password);
      // Removed when asked, and when the share, domain or user changes without a new one: the
      // saved password is never sent to another server or account.
      else if (password === '' || !isSavedAccount(settings, saved)) {
        await deps.credentials.remove(hotelId, PASSWORD);
      }
      return state(hotelId);
    },

    /** Reads and maps the file; writes nothing. Rooms the hotel does not have are named. */
    async check(hotelId: string, input: CheckInput): Promise<CsvImportCheckResult> {
      const hotel = await loadHotel(hotelId);
      const { settings } = input;
      const template = templateOf(settings);
      // A template still missing fields may be checked (its records say what is missing): a
      // new hotel checks its file first to see the columns. Only an ambiguous one is refused.
      const issues = templateIssues(template)
        .filter((issue) => issue.key !== 'validation.csvTemplateMissingFields')
        .map((issue) => ({ ...issue, path: `settings.${issue.path}` }));
      if (issues.length > 0) throw validationError(issues);
      const file = await checkFile(hotel, input);
      const parsed = parseCsvFile(file.bytes, {
        fileName: file.fileName,
        separator: settings.separator,
        header: settings.header,
      });
      const rooms = await repository.roomsByNumber(hotelId);
      const records = checkRecords(parsed, template, { currency: currencyOf(hotel) }).map(
        (record) => withRoomCheck(record, rooms),
      );
      return {
        fileName: parsed.fileName,
        rows: parsed.rows.length,
        header: parsed.header,
        records,
        encoding: parsed.encoding,
      };
    },

    /** Runs the import now with the saved settings (and the uploaded file, if any). */
    async run(hotelId: string, trigger: CsvRunTrigger, upload?: CsvUpload): Promise<CsvImportRun> {
      const hotel = await loadHotel(hotelId);
      return runCsvImport(runDeps, hotel, await settingsOf(hotel), trigger, upload);
    },

    /**
     * The schedule's run: only while the hotel still imports from a configured share; a run
     * already going (another process, a click) is left to finish.
     */
    async runScheduled(hotelId: string): Promise<CsvImportRun | null> {
      const hotel = await repository.findHotel(hotelId);
      if (!hotel) return null;
      const settings = await settingsOf(hotel);
      if (settings.method !== 'smb' || !isShareConfigured(settings)) return null;
      try {
        return await runCsvImport(runDeps, hotel, settings, 'schedule');
      } catch (error) {
        if (error instanceof AppError && error.messageKey === 'errors.csvImportRunning') {
          return null;
        }
        throw error;
      }
    },
  };
}

export type CsvImportService = ReturnType<typeof createCsvImportService>;
