// The service presets module's public surface.
export { servicePresetsAdminRoutes, servicePresetsHotelRoutes } from './service-presets.routes';
export { createServicePresetsService } from './service-presets.service';
export { copyServicePresetsToHotel } from './service-presets.copy';
