// The integrations overview (issue 16).
export { integrationsRoutes } from './integrations.routes';
export {
  createIntegrationsService,
  csvImportProblems,
  integrationStateOf,
  isCsvImportScheduled,
  OPEN_RESERVATION_STATES,
  RECENT_ERROR_HOURS,
  type IntegrationsService,
} from './integrations.service';
