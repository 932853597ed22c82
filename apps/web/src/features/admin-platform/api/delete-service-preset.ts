import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminPlatformKeys } from './admin-platform-keys';

/** DELETE /api/admin/service_presets/{id}. */
export async function deleteServicePreset(id: string) {
  await apiClient.delete(`/admin/service_presets/${id}`);
}

export function useDeleteServicePresetMutation() {
  return useMutation({
    mutationFn: deleteServicePreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlatformKeys.presets() }),
  });
}
