import type { Booking, BookingPlacementRequest } from '@hotel/shared/contracts/bookings';
import type { CalendarResponse } from '@hotel/shared/contracts/booking-calendar';
import { apiClient } from '@/lib/api-client';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { calendarKeys } from './calendar-keys';

/** Where a booking sits on the chart: what a drag changes and an undo restores. */
export interface BookingPlacement {
  roomTypeId: string;
  roomId: string | null;
  arrival: string;
  departure: string;
}

/**
 * Puts the stored placement and version into every cached calendar range at once, so the next
 * drag of the same bar sends the new version even before the refetch arrives.
 */
function rememberMove(moved: Booking) {
  const hotelId = useSessionStore.getState().currentHotelId;
  queryClient.setQueriesData<CalendarResponse>(
    { queryKey: calendarKeys.all(hotelId) },
    (data) =>
      data && {
        ...data,
        bookings: data.bookings.map((booking) =>
          booking._id === moved._id
            ? {
                ...booking,
                roomTypeId: moved.roomType._id,
                roomId: moved.room?._id ?? null,
                arrival: moved.arrival,
                departure: moved.departure,
                version: moved.version,
              }
            : booking,
        ),
      },
  );
}

/**
 * PATCH /api/booking/{id}/placement: only where the booking sits changes. `version` is the
 * version the chart showed; a booking changed since then answers 409 (BOOKING_CHANGED) instead
 * of being overwritten with what the chart knew.
 */
export async function moveBooking(id: string, placement: BookingPlacement, version: number) {
  const body: BookingPlacementRequest = {
    roomType: placement.roomTypeId,
    room: placement.roomId,
    arrival: placement.arrival,
    departure: placement.departure,
    version,
  };
  const { data } = await apiClient.patch<Booking>(`/booking/${id}/placement`, body);
  rememberMove(data);
  await queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT });
  return data;
}
