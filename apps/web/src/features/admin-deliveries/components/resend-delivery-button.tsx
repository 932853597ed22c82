import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminDelivery } from '@hotel/shared/contracts/admin-deliveries';
import type { DeliveryStatus } from '@hotel/shared/guest-notifications';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useResendAdminDeliveryMutation } from '../api/resend-admin-delivery';

/** As on the hotel's booking page: sent or failed messages may go again, waiting ones not. */
const RESENDABLE: readonly DeliveryStatus[] = ['delivered', 'failed', 'unsent'];

export function ResendDeliveryButton({ delivery }: { delivery: AdminDelivery }) {
  const { t } = useTranslation();
  const mutation = useResendAdminDeliveryMutation();
  if (!RESENDABLE.includes(delivery.status)) return null;

  const message = t(`notificationMessage.${delivery.message}`);
  const onResend = async () => {
    const isSure = await isConfirmed({
      title: t('adminDeliveries.resend.confirmTitle', { message }),
      message: t('adminDeliveries.resend.confirmMessage', {
        channel: t(`notificationGateway.${delivery.gateway}`),
        number: delivery.booking.number,
        hotel: delivery.hotel.name,
      }),
      confirmLabel: t('adminDeliveries.resend.button'),
    });
    if (!isSure) return;
    mutation.mutate(delivery.id, {
      onSuccess: (created) => {
        if (created.status === 'unsent' || created.status === 'failed') {
          toast.error(
            t('adminDeliveries.resend.notSent', {
              reason: t(`deliveryReason.${created.reason ?? 'unknown'}`),
            }),
          );
          return;
        }
        toast.success(t('adminDeliveries.resend.sent', { hotel: delivery.hotel.name }));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Button
      size="sm"
      variant="secondary"
      isLoading={mutation.isPending}
      onPress={() => void onResend()}
      data-testid={`delivery-resend-${delivery.id}`}
    >
      <RotateCw aria-hidden className="size-3.5" />
      {t('adminDeliveries.resend.button')}
      <span className="sr-only">
        {' '}
        {t('adminDeliveries.resend.ofDelivery', { message, number: delivery.booking.number })}
      </span>
    </Button>
  );
}
