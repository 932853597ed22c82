import { useMutation } from '@tanstack/react-query';
import type { PlatformSoapTest } from '@hotel/shared/contracts/platform-soap';
import { apiClient } from '@/lib/api-client';

/** POST /api/admin/soap/test: the service's answer or why it gave none (both 200). */
export async function testPlatformSoap() {
  const { data } = await apiClient.post<PlatformSoapTest>('/admin/soap/test');
  return data;
}

export function useTestPlatformSoapMutation() {
  return useMutation({ mutationFn: testPlatformSoap });
}
