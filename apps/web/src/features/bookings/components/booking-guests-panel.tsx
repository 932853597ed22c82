import { Crown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useAddBookingGuestMutation } from '../api/add-booking-guest';
import { useMakeMainGuestMutation } from '../api/make-main-guest';
import { useRemoveBookingGuestMutation } from '../api/remove-booking-guest';
import { guestName } from '@/lib/guest-data/guest-name';
import { GuestPicker } from './guest-picker';

/** Everyone on the booking; add, make main, remove (the main guest stays). */
export function BookingGuestsPanel({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation();
  const add = useAddBookingGuestMutation();
  const makeMain = useMakeMainGuestMutation();
  const remove = useRemoveBookingGuestMutation();
  const [pickerKey, setPickerKey] = useState(0);
  const onError = (error: unknown) => toast.error(errorMessage(error));

  const onRemove = async (guestId: string, name: string) => {
    const isSure = await isConfirmed({
      title: t('bookings.guests.removeTitle'),
      message: t('bookings.guests.removeMessage', { name }),
      confirmLabel: t('bookings.guests.remove'),
      tone: 'danger',
    });
    if (!isSure) return;
    remove.mutate({ id: booking._id, guest: guestId }, { onError });
  };

  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100" aria-label={t('bookings.guests.title')}>
        {booking.guests.map((guest) => {
          const isMain = guest._id === booking.mainGuest?._id;
          const name = guestName(guest);
          return (
            <li key={guest._id} className="flex items-center gap-2 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {name}
                  {isMain && (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-800">
                      {t('bookings.guests.main')}
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {[guest.email, guest.mobile].filter(Boolean).join(' · ')}
                </p>
              </div>
              {canEdit && !isMain && (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('bookings.guests.makeMainNamed', { name })}
                    onPress={() =>
                      makeMain.mutate({ id: booking._id, guest: guest._id }, { onError })
                    }
                  >
                    <Crown aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('bookings.guests.removeNamed', { name })}
                    onPress={() => void onRemove(guest._id, name)}
                  >
                    <Trash2 aria-hidden className="size-4 text-red-600" />
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {canEdit && (
        <GuestPicker
          key={pickerKey}
          label={t('bookings.guests.add')}
          value={null}
          excludeIds={booking.guests.map((guest) => guest._id)}
          onChange={(guest) => {
            if (!guest) return;
            add.mutate(
              { id: booking._id, guest: guest._id },
              { onError, onSettled: () => setPickerKey((key) => key + 1) },
            );
          }}
        />
      )}
    </div>
  );
}
