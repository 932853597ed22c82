import { useMutation } from '@tanstack/react-query';
import type { PlatformSoap, PlatformSoapInput } from '@hotel/shared/contracts/platform-soap';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** PUT /api/admin/soap: a password left out keeps the stored one, '' removes it. */
export async function savePlatformSoap(body: PlatformSoapInput) {
  const { data } = await apiClient.put<PlatformSoap>('/admin/soap', body);
  return data;
}

export function useSavePlatformSoapMutation() {
  return useMutation({
    mutationFn: savePlatformSoap,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.soap(), saved);
      // Hotels without their own endpoint may answer through another account now.
      return queryClient.invalidateQueries({ queryKey: adminKeys.locks() });
    },
  });
}
