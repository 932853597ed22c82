/** Auth has no cached lists of its own; the signed-in user lives under sessionKeys.user(). */
export const authKeys = {
  all: ['auth'] as const,
  confirmation: (token: string) => [...authKeys.all, 'confirmation', token] as const,
};
