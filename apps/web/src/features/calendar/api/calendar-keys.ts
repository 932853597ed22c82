/** Query keys of the calendar; under `bookings` so every booking change refreshes the chart too. */
export const calendarKeys = {
  range: (hotelId: string | null, startDate: string, endDate: string) =>
    ['bookings', hotelId, 'calendar', startDate, endDate] as const,
};
