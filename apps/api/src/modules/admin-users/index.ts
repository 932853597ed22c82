// The admin-users module's public surface.
export { adminUsersRoutes } from './admin-users.routes';
export { createAdminUsersService } from './admin-users.service';
