import { useMutation } from '@tanstack/react-query';
import type { Service, ServiceRequest } from '@hotel/shared/contracts/services';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** POST /api/service without an id, PUT /api/service/{id} with one. */
export async function saveService({ id, body }: { id?: string; body: ServiceRequest }) {
  const { data } = id
    ? await apiClient.put<Service>(`/service/${id}`, body)
    : await apiClient.post<Service>('/service', body);
  return data;
}

export function useSaveServiceMutation() {
  return useMutation({
    mutationFn: saveService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
