import { useParams } from 'react-router';
import { readLastGuestAppHotel } from '@/lib/guest-session';

/** The hotel of the current guest-app page: the URL segment, else the last one visited. */
export function useGuestAppHotel(): string {
  const { hotel } = useParams();
  return hotel ?? readLastGuestAppHotel() ?? '';
}
