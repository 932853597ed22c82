import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformSoap } from '@hotel/shared/contracts/platform-soap';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** GET /api/admin/soap: the platform's bwOnline SOAP account (never its password). */
export async function getPlatformSoap() {
  const { data } = await apiClient.get<PlatformSoap>('/admin/soap');
  return data;
}

export const platformSoapQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.soap(), queryFn: getPlatformSoap });

export function usePlatformSoap() {
  return useQuery(platformSoapQueryOptions());
}
