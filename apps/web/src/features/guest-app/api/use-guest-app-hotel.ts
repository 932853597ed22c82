import { readLastGuestAppHotel } from '@/lib/guest-session';
import { useRouteParams } from '@/lib/page-router/page-router-view';

/** The hotel of the current guest-app page: the URL segment, else the last one visited. */
export function useGuestAppHotel(): string {
  const { hotel } = useRouteParams();
  return hotel ?? readLastGuestAppHotel() ?? '';
}
