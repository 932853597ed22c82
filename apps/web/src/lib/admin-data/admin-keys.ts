import type { AdminDeliveryListQuery } from '@hotel/shared/contracts/admin-deliveries';
import type { AdminHotelProblem } from '@hotel/shared/contracts/admin-hotels';

const all = ['admin'] as const;

/**
 * Every query key of the admin area, under one root. Several pages show the same data (the
 * create-hotel page and /admin/service_presets both list the presets, the dashboard counts what
 * the lists show), so each piece of data has exactly one key here and a mutation invalidates
 * what it changes wherever it is shown.
 */
export const adminKeys = {
  all,
  /** The dashboard's counts: every admin change to hotels, users, deliveries or errors. */
  stats: () => [...all, 'stats'] as const,

  hotels: () => [...all, 'hotels'] as const,
  hotelLists: () => [...adminKeys.hotels(), 'list'] as const,
  hotelList: (filters: {
    filter: string;
    problem?: AdminHotelProblem;
    page: number;
    limit: number;
  }) => [...adminKeys.hotelLists(), filters] as const,
  /** The hotels to pick from on the user pages. */
  hotelOptions: () => [...adminKeys.hotels(), 'options'] as const,
  hotel: (hotelId: string) => [...adminKeys.hotels(), 'detail', hotelId] as const,
  hotelConfiguration: (hotelId: string) => [...adminKeys.hotel(hotelId), 'configuration'] as const,

  /** Door-lock providers per hotel; the platform's SOAP account changes all of them. */
  locks: () => [...all, 'locks'] as const,
  hotelLockSettings: (hotelId: string) => [...adminKeys.locks(), hotelId, 'settings'] as const,
  hotelLocks: (hotelId: string) => [...adminKeys.locks(), hotelId, 'list'] as const,
  soap: () => [...all, 'soap'] as const,

  servicePresets: () => [...all, 'service-presets'] as const,

  users: () => [...all, 'users'] as const,
  userLists: () => [...adminKeys.users(), 'list'] as const,
  userList: (filter: string, page: number, limit: number) =>
    [...adminKeys.userLists(), { filter, page, limit }] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,

  deliveries: () => [...all, 'deliveries'] as const,
  deliveryLists: () => [...adminKeys.deliveries(), 'list'] as const,
  deliveryList: (query: AdminDeliveryListQuery) => [...adminKeys.deliveryLists(), query] as const,
  deliverySummaries: () => [...adminKeys.deliveries(), 'summary'] as const,
  deliverySummary: (days: number) => [...adminKeys.deliverySummaries(), days] as const,

  errorLog: () => [...all, 'error-log'] as const,
  errorLogLists: () => [...adminKeys.errorLog(), 'list'] as const,
  /** The error log page's filters (features/error-log owns their type). */
  errorLogList: (params: object) => [...adminKeys.errorLogLists(), params] as const,
  errorLogGroup: (id: string) => [...adminKeys.errorLog(), 'detail', id] as const,
};
