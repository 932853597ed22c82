// The integrations overview (issue 16).
export { integrationsRoutes } from './integrations.routes';
export { createIntegrationsService, type IntegrationsService } from './integrations.service';
