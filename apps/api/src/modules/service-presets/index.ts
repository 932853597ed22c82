// Service presets (issue 18): the admin list, the hotel's import, and taking them over into a
// hotel's services.
export { servicePresetsAdminRoutes, servicePresetsHotelRoutes } from './service-presets.routes';
export { createServicePresetsService } from './service-presets.service';
export { copyServicePresetsToHotel } from './service-presets.copy';
