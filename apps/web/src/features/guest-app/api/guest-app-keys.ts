import type { GuestBookingType } from '@hotel/shared/guest-app';

export const guestAppKeys = {
  all: ['guest-app'] as const,
  config: (hotel: string) => [...guestAppKeys.all, 'config', hotel] as const,
  bookings: (hotel: string) => [...guestAppKeys.all, 'bookings', hotel] as const,
  bookingList: (hotel: string, bookingType: GuestBookingType, page: number) =>
    [...guestAppKeys.bookings(hotel), 'list', bookingType, page] as const,
  booking: (hotel: string, id: string) => [...guestAppKeys.bookings(hotel), 'detail', id] as const,
};
