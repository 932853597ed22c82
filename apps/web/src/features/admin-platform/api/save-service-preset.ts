import { useMutation } from '@tanstack/react-query';
import type { ServicePreset, ServicePresetRequest } from '@hotel/shared/contracts/service-presets';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** POST /api/admin/service_presets without an id, PUT …/{id} with one. */
export async function saveServicePreset({ id, body }: { id?: string; body: ServicePresetRequest }) {
  const { data } = id
    ? await apiClient.put<ServicePreset>(`/admin/service_presets/${id}`, body)
    : await apiClient.post<ServicePreset>('/admin/service_presets', body);
  return data;
}

export function useSaveServicePresetMutation() {
  return useMutation({
    mutationFn: saveServicePreset,
    // One key for every page that lists them (here and the create-hotel page).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.servicePresets() }),
  });
}
