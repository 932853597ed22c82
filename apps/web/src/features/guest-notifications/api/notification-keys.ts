/** Query keys of the guest notification settings; every key carries the hotel it belongs to. */
export const notificationKeys = {
  all: ['guest-notifications'] as const,
  settings: (hotelId: string | null) => [...notificationKeys.all, hotelId, 'settings'] as const,
  testModeMessages: (hotelId: string | null) =>
    [...notificationKeys.all, hotelId, 'test-mode-messages'] as const,
};
