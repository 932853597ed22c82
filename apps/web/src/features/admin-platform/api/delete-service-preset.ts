import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** DELETE /api/admin/service_presets/{id}. */
export async function deleteServicePreset(id: string) {
  await apiClient.delete(`/admin/service_presets/${id}`);
}

export function useDeleteServicePresetMutation() {
  return useMutation({
    mutationFn: deleteServicePreset,
    // One key for every page that lists them (here and the create-hotel page).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.servicePresets() }),
  });
}
