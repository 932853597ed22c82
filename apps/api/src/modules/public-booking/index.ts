// The public-booking module's public surface.
export { publicCatalogRoutes } from './public-catalog.routes';
export { createPublicCatalogService } from './public-catalog.service';
