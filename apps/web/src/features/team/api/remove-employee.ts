import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { employeeKeys, userGroupKeys } from '@/features/team/api/team-keys';

export async function removeEmployee(id: string) {
  await apiClient.delete(`/hotel/employees/${encodeURIComponent(id)}`);
}

export function useRemoveEmployeeMutation() {
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: userGroupKeys.list() }),
      ]),
  });
}
