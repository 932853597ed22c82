import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { needsConfirmation, nextStatuses } from '@hotel/shared/booking-status';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { useChangeBookingStatusMutation } from '../api/change-booking-status';

/** The next steps of the status machine (spec §4); completing and canceling ask first. */
export function StatusActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const mutation = useChangeBookingStatusMutation();
  const unit = useUnitContext();
  const targets = nextStatuses(booking.status);
  if (targets.length === 0) return null;

  const change = async (status: (typeof targets)[number]) => {
    if (needsConfirmation(status)) {
      const isSure = await isConfirmed({
        title: t(`bookings.status.${status}ConfirmTitle`, { number: booking.number }),
        message: t(`bookings.status.${status}ConfirmMessage`, unit),
        confirmLabel: t(`bookings.status.${status}`),
        cancelLabel: t('app.common.back'),
        tone: 'danger',
      });
      if (!isSure) return;
    }
    mutation.mutate(
      { id: booking._id, status },
      {
        onSuccess: () =>
          toast.success(t('bookings.status.changed', { status: t(`bookingStatus.${status}`) })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2" data-testid="status-actions">
      {targets.map((status) => (
        <Button
          key={status}
          variant={status === 'canceled' ? 'danger' : 'primary'}
          isLoading={mutation.isPending && mutation.variables?.status === status}
          isDisabled={mutation.isPending}
          onPress={() => void change(status)}
        >
          {t(`bookings.status.${status}`)}
        </Button>
      ))}
    </div>
  );
}
