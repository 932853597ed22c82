/** Query keys of guest data; every key carries the hotel it belongs to. */
export const guestKeys = {
  all: ['guests'] as const,
  list: (hotelId: string | null, filter: string, page: number, limit: number) =>
    [...guestKeys.all, hotelId, 'list', filter, page, limit] as const,
  companies: (hotelId: string | null, search: string) =>
    [...guestKeys.all, hotelId, 'companies', search] as const,
};
