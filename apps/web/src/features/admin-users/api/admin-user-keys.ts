/** Query keys of the admin area's user administration. */
export const adminUserKeys = {
  all: ['adminUsers'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (filter: string, page: number, limit: number) =>
    [...adminUserKeys.lists(), { filter, page, limit }] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
  hotelOptions: () => [...adminUserKeys.all, 'hotelOptions'] as const,
};
