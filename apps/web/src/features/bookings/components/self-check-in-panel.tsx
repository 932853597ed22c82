import { clsx } from 'clsx';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useSetSelfCheckInMutation } from '../api/self-check-in';
import { RegistrationFormView } from './registration-form-view';

/**
 * Where the booking's self check-in stands, and (manageBookings) confirming it by hand or
 * withdrawing the confirmation; then the registration form the guest filled in, if any.
 */
export function SelfCheckInPanel({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation();
  const mutation = useSetSelfCheckInMutation();
  const isDone = booking.selfCheckInCompleted;
  const Icon = isDone ? CircleCheck : CircleDashed;

  const onToggle = async () => {
    const isSure = await isConfirmed({
      title: t(isDone ? 'bookings.selfCheckIn.cancelTitle' : 'bookings.selfCheckIn.confirmTitle'),
      message: t(
        isDone ? 'bookings.selfCheckIn.cancelMessage' : 'bookings.selfCheckIn.confirmMessage',
        { number: booking.number },
      ),
      confirmLabel: t(isDone ? 'bookings.selfCheckIn.cancel' : 'bookings.selfCheckIn.confirm'),
      tone: isDone ? 'danger' : undefined,
    });
    if (!isSure) return;
    mutation.mutate(
      { id: booking._id, completed: !isDone },
      {
        onSuccess: () =>
          toast.success(
            t(isDone ? 'bookings.selfCheckIn.canceled' : 'bookings.selfCheckIn.confirmed'),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={clsx(
            'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
            isDone ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
          )}
          data-testid="self-check-in-status"
        >
          <Icon aria-hidden className="size-4" />
          {t(isDone ? 'bookings.selfCheckIn.completed' : 'bookings.selfCheckIn.notCompleted')}
        </span>
        {canEdit && (
          <Button
            size="sm"
            variant="secondary"
            isLoading={mutation.isPending}
            onPress={() => void onToggle()}
            data-testid="self-check-in-toggle"
          >
            {t(isDone ? 'bookings.selfCheckIn.cancel' : 'bookings.selfCheckIn.confirm')}
          </Button>
        )}
      </div>
      <section aria-labelledby="registration-title" className="flex flex-col gap-2">
        <h3 id="registration-title" className="text-sm font-semibold text-slate-900">
          {t('bookings.selfCheckIn.registration')}
        </h3>
        <RegistrationFormView booking={booking} />
      </section>
    </div>
  );
}
