import type { Booking, BookingUpdateRequest } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { queryClient } from '@/lib/query-client';

/** Where a booking sits on the chart: what a drag changes and an undo restores. */
export interface BookingPlacement {
  roomTypeId: string;
  roomId: string | null;
  arrival: string;
  departure: string;
}

/** The full update body with everything but the placement kept as it is. */
export function updateBodyFor(booking: Booking, placement: BookingPlacement): BookingUpdateRequest {
  return {
    roomType: placement.roomTypeId,
    room: placement.roomId,
    arrival: placement.arrival,
    departure: placement.departure,
    adults: booking.adults,
    kids: booking.kids,
    extraBeds: booking.extraBeds,
    mainGuest: booking.mainGuest?._id ?? null,
    services: booking.services.map((service) => service._id),
    // Only a manual price travels along; otherwise the server recomputes it for the new stay.
    price: booking.isPriceOverridden ? booking.price : null,
    notice: booking.notice,
  };
}

/**
 * PUT /api/booking/{id} with the booking's current values and a new placement. Reads the
 * booking first because the update replaces every field.
 */
export async function moveBooking(id: string, placement: BookingPlacement) {
  const { data: booking } = await apiClient.get<Booking>(`/booking/${id}`);
  const { data } = await apiClient.put<Booking>(
    `/booking/${id}`,
    updateBodyFor(booking, placement),
  );
  await queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT });
  return data;
}
