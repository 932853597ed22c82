// The CSV import (issue 17): settings, file check and runs of /plugins/csv_import, and the
// schedule that runs it every interval through the job queue.
export { csvImportRoutes } from './csv-import.routes';
export { createCsvImportService, type CsvImportService } from './csv-import.service';
export { csvImportJobs } from './csv-import.jobs';
