import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { nextStatuses, type BookingStatus } from '@hotel/shared/booking-status';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Button } from '@/components/ui/button';
import { errorMessage, toErrorBody } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { useChangeBookingStatusMutation } from '../api/change-booking-status';

/** The question before a final step (spec §4); checking out with money open names the amount. */
function useConfirmationOf(booking: Booking) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const unit = useUnitContext();
  return (status: BookingStatus) => {
    if (status === 'canceled') {
      return {
        title: t('bookings.status.canceledConfirmTitle', { number: booking.number }),
        message: t('bookings.status.canceledConfirmMessage', unit),
        confirmLabel: t('bookings.status.canceled'),
        cancelLabel: t('app.common.back'),
        tone: 'danger' as const,
      };
    }
    if (status !== 'completed') return null;
    if (booking.openAmount > 0) {
      const amount = formatMoney(booking.openAmount, currency);
      return {
        title: t('bookings.status.completedOpenTitle', { number: booking.number, amount }),
        message: t('bookings.status.completedOpenMessage', {
          amount,
          price: formatMoney(booking.price, currency),
        }),
        confirmLabel: t('bookings.status.checkOutAnyway'),
        cancelLabel: t('app.common.back'),
      };
    }
    return {
      title: t('bookings.status.completedConfirmTitle', { number: booking.number }),
      message: t('bookings.status.completedConfirmMessage'),
      confirmLabel: t('bookings.status.completed'),
      cancelLabel: t('app.common.back'),
    };
  };
}

/**
 * The next steps of the status machine (spec §4). The way forward is the main button; canceling
 * is set apart and quieter, so it is never pressed for the step next to it.
 */
export function StatusActions({
  booking,
  onRoomRequired,
}: {
  booking: Booking;
  /** A check-in refused for want of a room: the page offers to assign one. */
  onRoomRequired: (message: string) => void;
}) {
  const { t } = useTranslation();
  const mutation = useChangeBookingStatusMutation();
  const confirmationOf = useConfirmationOf(booking);
  const targets = nextStatuses(booking.status);
  if (targets.length === 0) return null;
  const forward = targets.filter((status) => status !== 'canceled');
  const canCancel = targets.includes('canceled');

  const change = async (status: BookingStatus) => {
    const confirmation = confirmationOf(status);
    if (confirmation && !(await isConfirmed(confirmation))) return;
    mutation.mutate(
      { id: booking._id, status },
      {
        onSuccess: () =>
          toast.success(t('bookings.status.changed', { status: t(`bookingStatus.${status}`) })),
        onError: (error) =>
          toErrorBody(error).code === 'ROOM_REQUIRED'
            ? onRoomRequired(errorMessage(error))
            : toast.error(errorMessage(error)),
      },
    );
  };
  const isChanging = (status: BookingStatus) =>
    mutation.isPending && mutation.variables?.status === status;

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="status-actions">
      {forward.map((status) => (
        <Button
          key={status}
          isLoading={isChanging(status)}
          isDisabled={mutation.isPending}
          onPress={() => void change(status)}
        >
          {t(`bookings.status.${status}`)}
        </Button>
      ))}
      {canCancel && (
        <>
          <span aria-hidden className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" />
          <Button
            size="sm"
            variant="ghost"
            data-secondary-action
            className="text-red-700! hover:bg-red-50!"
            isLoading={isChanging('canceled')}
            isDisabled={mutation.isPending}
            onPress={() => void change('canceled')}
          >
            {t('bookings.status.canceled')}
          </Button>
        </>
      )}
    </div>
  );
}
