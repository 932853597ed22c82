import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvImportCheckRequestSchema,
  csvImportCheckResultSchema,
  csvImportRunRequestSchema,
  csvImportRunSchema,
  csvImportSettingsFormSchema,
  csvImportStateSchema,
} from '@hotel/shared/contracts/csv-import';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { CsvImportService } from './csv-import.service';

/** A 5 MB file as base64 (4/3) with the settings around it. */
export const CSV_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The CSV import of the `hotel` header's hotel (spec §2 /plugins/csv_import, §7; manageHotel,
 * staff only: it stores the share's password).
 */
export const csvImportRoutes: FastifyPluginAsyncZod<{
  csvImportService: CsvImportService;
}> = async (app, { csvImportService: service }) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = { tags: ['plugins'], security: [{ bearerAuth: [] }], headers: hotelHeaders };

  app.get(
    '/hotel/csv-import',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The CSV import’s settings, last and next run, and the newest runs',
        description:
          'The SMB password is only `{ configured }`. `nextRunAt` is null for manual upload ' +
          '(method `none`). `smbAvailable`: this server can read Windows shares.',
        response: { 200: csvImportStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.state(request.hotelId),
  );

  app.put(
    '/hotel/csv-import',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Save the CSV import’s settings',
        description:
          '`password`: a new SMB password; left out keeps the saved one while share, domain ' +
          'and user stay the same (else it is removed), an empty string removes it. It is ' +
          'stored encrypted and never returned.',
        body: csvImportSettingsFormSchema,
        response: { 200: csvImportStateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.saveSettings(request.hotelId, request.body),
  );

  app.post(
    '/hotel/csv-import/check',
    {
      onRequest,
      bodyLimit: CSV_IMPORT_BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Check a file with the form’s settings: 4 random records as they would import',
        description:
          'Reads the uploaded file, or the file on the share with the given settings (the ' +
          'form’s password, else the saved one for the saved share, domain and user; another ' +
          'share or account without a password is 400 at `settings.password`). Writes nothing. A share that refuses answers ' +
          '502 `SMB_FAILED` with its `smbStatus` and a sentence in the caller’s language.',
        body: csvImportCheckRequestSchema,
        response: {
          200: csvImportCheckResultSchema,
          ...errorResponses(400, 401, 403, 413, 502),
        },
      },
    },
    async (request) => service.check(request.hotelId, request.body),
  );

  app.post(
    '/hotel/csv-import/run',
    {
      onRequest,
      bodyLimit: CSV_IMPORT_BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Run the import now with the saved settings and answer its report',
        description:
          'With a file: that file (required for method `none`); without: the file on the ' +
          'share. One run at a time per hotel (409 while one runs). A file the share refuses ' +
          'or that cannot be read ends the run `failed`, with nothing imported.',
        body: csvImportRunRequestSchema,
        response: { 200: csvImportRunSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) =>
      service.run(request.hotelId, request.body.file ? 'upload' : 'manual', request.body.file),
  );
};
