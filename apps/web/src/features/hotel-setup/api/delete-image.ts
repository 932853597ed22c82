import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function deleteImage(id: string) {
  await apiClient.delete(`/upload/image/${id}`);
}

export function useDeleteImageMutation() {
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
