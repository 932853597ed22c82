// One hotel in the admin area (issue 18): its edit, settings and configuration.
export { adminHotelRoutes } from './admin-hotel.routes';
export { createAdminHotelService, type AdminHotelService } from './admin-hotel.service';
export type { HotelSwitchServices } from './hotel-configuration';
