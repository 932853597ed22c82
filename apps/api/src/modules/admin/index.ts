// The admin module's public surface.
export { adminRoutes } from './admin.routes';
export { createAdminService } from './admin.service';
