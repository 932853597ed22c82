/** Query keys of the API plugin (keys, webhooks, deliveries); every key carries its hotel. */
export const apiPluginKeys = {
  all: ['plugins', 'api'] as const,
  hotel: (hotelId: string | null) => [...apiPluginKeys.all, hotelId] as const,
  keys: (hotelId: string | null) => [...apiPluginKeys.hotel(hotelId), 'keys'] as const,
  webhooks: (hotelId: string | null) => [...apiPluginKeys.hotel(hotelId), 'webhooks'] as const,
  deliveries: (hotelId: string | null, endpointId: string) =>
    [...apiPluginKeys.webhooks(hotelId), endpointId, 'deliveries'] as const,
};
