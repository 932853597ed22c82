import { todayIn } from '@hotel/shared/stay-dates';
import { useCurrentHotel } from '@/lib/session/hotel-query';

/**
 * Today in the hotel's time zone (a desk in Berlin works on Berlin's date, wherever the
 * browser is); undefined while the hotel loads, the browser's date if it cannot be loaded.
 */
export function useHotelToday(): string | undefined {
  const hotel = useCurrentHotel();
  if (hotel.isPending && hotel.fetchStatus !== 'idle') return undefined;
  const timeZone = hotel.data?.setting.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return todayIn(timeZone);
}
