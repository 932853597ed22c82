import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDelivery } from '@hotel/shared/contracts/admin-deliveries';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdmin } from '@/lib/admin-data/invalidate-admin';

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
    // The lists, the summary and the dashboard's failed deliveries.
    onSuccess: () => invalidateAdmin(queryClient, adminKeys.deliveries(), adminKeys.stats()),
  });
}
