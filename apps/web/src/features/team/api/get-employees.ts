import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '@hotel/shared/contracts/employees';
import { apiClient } from '@/lib/api-client';
import { employeeKeys } from '@/features/team/api/team-keys';

export async function getEmployees() {
  const { data } = await apiClient.get<Employee[]>('/hotel/employees');
  return data;
}

export const employeesQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.list(), queryFn: getEmployees });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
