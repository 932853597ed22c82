import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SmsProviderStatus,
  smsProviderInputSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { notificationKeys } from './notification-keys';

export type SmsProviderInput = z.input<typeof smsProviderInputSchema>;

/** What the server keeps of the provider: whether it is configured, never a secret. */
export type SmsProviderSaved = SmsProviderStatus;

/** PUT /api/settings/notifications/sms_provider (manageHotel): credentials go to the server only. */
export async function saveSmsProvider(body: SmsProviderInput) {
  const { data } = await apiClient.put<SmsProviderSaved>(
    '/settings/notifications/sms_provider',
    body,
  );
  return data;
}

export function useSaveSmsProviderMutation() {
  return useMutation({
    mutationFn: saveSmsProvider,
    // The gateways and the webhook address of the settings change with the provider.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
