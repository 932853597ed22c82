// The admin's hotel list and hotel creation (issue 18).
export { adminHotelsRoutes } from './admin-hotels.routes';
export { createAdminHotelsService, type AdminHotelsService } from './admin-hotels.service';
