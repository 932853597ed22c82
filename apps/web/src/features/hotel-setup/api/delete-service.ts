import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function deleteService(id: string) {
  await apiClient.delete(`/service/${id}`);
}

export function useDeleteServiceMutation() {
  return useMutation({
    mutationFn: deleteService,
    // Room types stop offering a deleted service.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
