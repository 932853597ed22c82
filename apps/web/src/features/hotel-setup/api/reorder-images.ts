import { useMutation } from '@tanstack/react-query';
import type { Image, ImageOrderRequest } from '@hotel/shared/contracts/images';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** PUT /api/upload/image/order with every image id of the owner in the new order. */
export async function reorderImages(body: ImageOrderRequest) {
  const { data } = await apiClient.put<Image[]>('/upload/image/order', body);
  return data;
}

export function useReorderImagesMutation() {
  return useMutation({
    mutationFn: reorderImages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
