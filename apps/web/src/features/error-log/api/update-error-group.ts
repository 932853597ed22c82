import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorGroupDetail, ErrorGroupUpdate } from '@hotel/shared/contracts/error-log';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdmin } from '@/lib/admin-data/invalidate-admin';

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
      queryClient.setQueryData(adminKeys.errorLogGroup(detail.group.id), detail);
      // The lists and the dashboard's open errors.
      return invalidateAdmin(queryClient, adminKeys.errorLogLists(), adminKeys.stats());
    },
  });
}
