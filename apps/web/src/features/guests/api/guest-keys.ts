/** Query keys of the guest screens; every key carries the hotel it belongs to. */
export const guestKeys = {
  all: ['guests'] as const,
  list: (hotelId: string | null, filter: string, page: number) =>
    [...guestKeys.all, hotelId, 'list', filter, page] as const,
  companies: (hotelId: string | null, search: string) =>
    [...guestKeys.all, hotelId, 'companies', search] as const,
};
