import { useMemo } from 'react';
import { formatDateTime, formatStayDate } from '@/lib/date-format';
import { useCurrentHotel } from '@/lib/session/hotel-query';

export interface HotelDates {
  /** A stay date (`2026-11-21`) in the hotel's date format and divider. */
  date: (date: string) => string;
  /** An instant as the hotel's date and a 24-hour time on its wall clock. */
  dateTime: (iso: string) => string;
}

/**
 * The current hotel's way of writing dates, for every staff page that shows one. Until the
 * hotel has loaded, dates read the interface language's way.
 */
export function useHotelDates(): HotelDates {
  const setting = useCurrentHotel().data?.setting;
  const dateFormat = setting?.dateFormat;
  const dateDivider = setting?.dateDivider;
  const timeZone = setting?.timeZone;
  return useMemo(() => {
    const format = dateFormat && dateDivider ? { dateFormat, dateDivider } : undefined;
    return {
      date: (date) => formatStayDate(date, format),
      dateTime: (iso) => formatDateTime(iso, format, timeZone),
    };
  }, [dateFormat, dateDivider, timeZone]);
}
