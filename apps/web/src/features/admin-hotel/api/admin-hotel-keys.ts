/** Query keys of one hotel's admin pages. */
export const adminHotelKeys = {
  all: ['admin', 'hotel'] as const,
  detail: (hotelId: string) => [...adminHotelKeys.all, hotelId] as const,
  configuration: (hotelId: string) => [...adminHotelKeys.detail(hotelId), 'configuration'] as const,
};
