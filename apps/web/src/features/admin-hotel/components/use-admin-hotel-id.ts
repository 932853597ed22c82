import { useParams } from 'react-router';

/** The hotel of /admin/hotel/:hotelId/… (the route checks that it is an id). */
export function useAdminHotelId(): string {
  return useParams().hotelId ?? '';
}
