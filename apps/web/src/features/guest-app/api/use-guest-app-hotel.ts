import { defaultGuestAppHotel } from '@/lib/guest-session';
import { useRouteParams } from '@/lib/page-router/page-router-view';

/**
 * The hotel of the current guest-app page: the URL segment, else the signed-in guest's hotel or
 * the last one visited (defaultGuestAppHotel).
 */
export function useGuestAppHotel(): string {
  const { hotel } = useRouteParams();
  return hotel ?? defaultGuestAppHotel() ?? '';
}
