// The services module's public surface.
export { servicesRoutes } from './services.routes';
export { createServicesService } from './services.service';
export { createServicesRepository } from './services.repository';
