import { useMutation } from '@tanstack/react-query';
import type { Employee, UpdateEmployeeRequest } from '@hotel/shared/contracts/employees';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { employeeKeys, userGroupKeys } from '@/features/team/api/team-keys';

export async function updateEmployee({ id, ...body }: UpdateEmployeeRequest & { id: string }) {
  const { data } = await apiClient.put<Employee>(
    `/hotel/employees/${encodeURIComponent(id)}`,
    body,
  );
  return data;
}

export function useUpdateEmployeeMutation() {
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: userGroupKeys.list() }),
      ]),
  });
}
