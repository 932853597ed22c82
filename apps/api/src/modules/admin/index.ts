// The admin module's public surface.
export { adminRoutes } from './admin.routes';
export { createAdminService, paymentTransportOf } from './admin.service';
