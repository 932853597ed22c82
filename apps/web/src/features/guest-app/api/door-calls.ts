import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import type { GuestDoor, LockOpened } from '@hotel/shared/contracts/locks';
import type { AccessMethod } from '@hotel/shared/locks';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';
import { guestFetch } from '@/features/guest-app/api/guest-fetch';

/** GET …/lock/{id} (the room) or …/entrance_lock/{id} (an entrance) for the booking, now. */
export function openDoor(hotel: GuestAppConfig, bookingId: string, door: GuestDoor) {
  const call = door.kind === 'entrance' ? 'entrance_lock' : 'lock';
  const path = `/${call}/${encodeURIComponent(door._id)}?booking=${encodeURIComponent(bookingId)}`;
  return guestFetch<LockOpened>(hotel, path);
}

/** PUT …/bookings/{id}/switch_access_method: the code, or opening from the app only. */
export function switchAccessMethod(hotel: GuestAppConfig, bookingId: string, method: AccessMethod) {
  const path = `/bookings/${encodeURIComponent(bookingId)}/switch_access_method`;
  return guestFetch<GuestBooking>(hotel, path, { method: 'PUT', body: { method } });
}

/** The booking loads again: a refused door may mean it changed (moved, unpaid, over). */
function useReloadBooking(hotel: GuestAppConfig) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: guestAppKeys.bookings(hotel.symbol_code) });
}

export function useOpenDoor(hotel: GuestAppConfig, bookingId: string, door: GuestDoor) {
  const reload = useReloadBooking(hotel);
  return useMutation({
    mutationFn: () => openDoor(hotel, bookingId, door),
    onError: () => void reload(),
  });
}

export function useSwitchAccessMethod(hotel: GuestAppConfig, bookingId: string) {
  const reload = useReloadBooking(hotel);
  return useMutation({
    mutationFn: (method: AccessMethod) => switchAccessMethod(hotel, bookingId, method),
    // Pending until the booking shows the new method, so the switch never jumps back.
    onSuccess: reload,
  });
}
