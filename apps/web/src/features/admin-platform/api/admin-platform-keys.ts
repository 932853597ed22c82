export const adminPlatformKeys = {
  all: ['admin-platform'] as const,
  presets: () => [...adminPlatformKeys.all, 'service-presets'] as const,
  soap: () => [...adminPlatformKeys.all, 'soap'] as const,
  hotelLockSettings: (hotelId: string) =>
    [...adminPlatformKeys.all, 'hotel', hotelId, 'lock-settings'] as const,
  hotelLocks: (hotelId: string) => [...adminPlatformKeys.all, 'hotel', hotelId, 'locks'] as const,
};
