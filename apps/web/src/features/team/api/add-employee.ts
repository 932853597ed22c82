import { useMutation } from '@tanstack/react-query';
import type { AddEmployeeRequest, Employee } from '@hotel/shared/contracts/employees';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { employeeKeys, userGroupKeys } from '@/features/team/api/team-keys';

export async function addEmployee(body: AddEmployeeRequest) {
  const { data } = await apiClient.post<Employee>('/hotel/employees', body);
  return data;
}

export function useAddEmployeeMutation() {
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: userGroupKeys.list() }),
      ]),
  });
}
