// The employees module's public surface.
export { employeesRoutes } from './employees.routes';
export { createEmployeesService } from './employees.service';
export { invitationsRoutes } from './invitations.routes';
export { createEmployeesRepository, INVITED_PASSWORD_HASH } from './employees.repository';
export { buildLinkEmail } from './employees-emails';
