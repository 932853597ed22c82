export const guestAppKeys = {
  all: ['guest-app'] as const,
  config: (hotel: string) => [...guestAppKeys.all, 'config', hotel] as const,
};
