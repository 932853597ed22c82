// The user-groups module's public surface.
export { userGroupsRoutes } from './user-groups.routes';
export { createUserGroupsService } from './user-groups.service';
