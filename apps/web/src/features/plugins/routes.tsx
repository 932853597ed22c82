import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/**
 * /plugins/… (manageHotel): the public booking page's and the guest app's settings, the Smoobu
 * wizard, the API plugin (keys and webhooks, and its documentation).
 */
/** /plugins/… (manageHotel): the public booking page's and the guest app's settings, the Smoobu wizard, the CSV import. */
export const pluginRoutes: RouteObject[] = [
  {
    path: 'plugins/public_page',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'plugins.publicPage.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () =>
        (await import('./pages/public-page-settings-page')).PublicPageSettingsPage,
    },
  },
  {
    path: 'plugins/guest_app',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'plugins.guestApp.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/guest-app-settings-page')).GuestAppSettingsPage,
    },
  },
  {
    path: 'plugins/smoobu',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'plugins.smoobu.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/smoobu-settings-page')).SmoobuSettingsPage,
    },
  },
  {
    path: 'plugins/csv_import',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'csvImport.title',
      namespaces: ['plugins', 'csvImport'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/csv-import-page')).CsvImportPage,
    },
  },
  {
    path: 'plugins/api',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'apiPlugin.title',
      namespaces: ['plugins', 'apiPlugin'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/api-plugin-page')).ApiPluginPage,
    },
  },
  {
    path: 'plugins/api/docs',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'apiPlugin.docs.title',
      namespaces: ['plugins', 'apiPlugin'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/api-docs-page')).ApiDocsPage,
    },
  },
];
