// The api-keys module's public surface.
export { apiKeysRoutes } from './api-keys.routes';
export { createApiKeysService, isApiKeyFormat, type ApiKeysService } from './api-keys.service';
export { apiV1DocsRoutes } from './api-v1-docs.routes';
