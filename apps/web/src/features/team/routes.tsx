import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { isUuid } from '@/lib/uuid';

/** Owner-only settings pages: user groups and employees (spec §2, §6). */
export const teamSettingsRoutes: RouteObject[] = [
  {
    path: 'settings/user_group',
    handle: { guards: ['owner'], titleKey: 'team.groups.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/user-groups-page')).UserGroupsPage,
    },
  },
  {
    path: 'settings/user_group/create',
    handle: { guards: ['owner'], titleKey: 'team.groups.createTitle' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/user-group-create-page')).UserGroupCreatePage,
    },
  },
  {
    path: 'settings/user_group/:id',
    handle: {
      guards: ['owner'],
      titleKey: 'team.groups.editTitle',
      isValid: ({ id }) => isUuid(id),
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/user-group-edit-page')).UserGroupEditPage,
    },
  },
  {
    path: 'settings/employees',
    handle: { guards: ['owner'], titleKey: 'team.employees.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/employees-page')).EmployeesPage,
    },
  },
];

/** The signed-in person's own invitations (Default layout, behind `auth`; no hotel needed). */
export const teamStaffRoutes: RouteObject[] = [
  {
    path: 'invitations',
    handle: { titleKey: 'team.invitations.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/invitations-page')).InvitationsPage,
    },
  },
];
