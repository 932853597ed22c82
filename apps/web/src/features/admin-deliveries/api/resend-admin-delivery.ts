import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDelivery } from '@hotel/shared/contracts/admin-deliveries';
import { apiClient } from '@/lib/api-client';
import { adminDeliveryKeys } from './admin-deliveries-keys';

export async function resendAdminDelivery(id: string) {
  const { data } = await apiClient.post<AdminDelivery>(
    `/admin/guest_notification/${encodeURIComponent(id)}/resend`,
  );
  return data;
}

export function useResendAdminDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendAdminDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDeliveryKeys.all }),
  });
}
