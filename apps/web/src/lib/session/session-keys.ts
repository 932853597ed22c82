/** Query keys of the data every staff screen shares: who is signed in and their hotels. */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

export const hotelKeys = {
  all: ['hotels'] as const,
  list: () => [...hotelKeys.all, 'list'] as const,
  detail: (hotelId: string) => [...hotelKeys.all, 'detail', hotelId] as const,
};
