import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorGroupDetail, ErrorGroupUpdate } from '@hotel/shared/contracts/error-log';
import { apiClient } from '@/lib/api-client';
import { errorLogKeys } from './error-log-keys';

export async function updateErrorGroup(id: string, update: ErrorGroupUpdate) {
  const { data } = await apiClient.put<ErrorGroupDetail>(`/admin/error_log/${id}`, update);
  return data;
}

/** Mark resolved or open again; the lists refetch (a resolved group leaves "open"). */
export function useUpdateErrorGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) =>
      updateErrorGroup(id, { resolved }),
    onSuccess: (detail) => {
      queryClient.setQueryData(errorLogKeys.detail(detail.group.id), detail);
      return queryClient.invalidateQueries({ queryKey: errorLogKeys.lists() });
    },
  });
}
