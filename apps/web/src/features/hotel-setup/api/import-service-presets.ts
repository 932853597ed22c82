import { useMutation } from '@tanstack/react-query';
import type {
  ServicePresetImport,
  ServicePresetImportResult,
} from '@hotel/shared/contracts/service-presets';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** POST /api/service/import_presets: answers how many services were added. */
export async function importServicePresets(body: ServicePresetImport) {
  const { data } = await apiClient.post<ServicePresetImportResult>('/service/import_presets', body);
  return data;
}

export function useImportServicePresetsMutation() {
  return useMutation({
    mutationFn: importServicePresets,
    // The services list (and every other setup list that shows services) reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
