import { UserPlus, UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestCard } from '@/features/guest-app/components/guest-card';
import { AddCoGuestForm } from '@/features/guest-app/booking/add-co-guest-form';
import { RemoveCoGuestDialog } from '@/features/guest-app/booking/remove-co-guest-dialog';

const fullName = (guest: { firstName: string; lastName: string }) =>
  `${guest.firstName} ${guest.lastName}`.trim();

/** Everyone on the booking; co-guests come and go up to the room's capacity, never the main guest. */
export function CoGuestsCard({
  config,
  booking,
  isReadOnly,
}: {
  config: GuestAppConfig;
  booking: GuestBooking;
  /** The stored copy shown offline: nothing can change. */
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const fullHintId = useId();
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<{ _id: string; name: string } | null>(null);
  const isClosed = booking.status === 'canceled' || booking.status === 'completed';
  const canChange = !isClosed && !isReadOnly;
  const isFull = booking.guests.length >= booking.maxGuests;

  return (
    <GuestCard
      title={t('guestApp.coGuests.title')}
      actions={
        <span className="text-sm text-slate-600">
          {t('guestApp.coGuests.count', { count: booking.guests.length, max: booking.maxGuests })}
        </span>
      }
    >
      <ul className="divide-y divide-slate-100" data-testid="guest-co-guests">
        {booking.guests.map((guest) => (
          <li key={guest._id} className="flex items-center gap-3 py-2.5">
            <UserRound aria-hidden className="size-5 shrink-0 text-slate-500" />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-900">
              {fullName(guest)}
            </span>
            {guest.isMain ? (
              <span className="rounded-full bg-(color:--guest-accent) px-2.5 py-0.5 text-xs font-semibold text-(color:--guest-accent-text)">
                {t('guestApp.coGuests.main')}
              </span>
            ) : (
              canChange && (
                <button
                  type="button"
                  aria-label={t('guestApp.coGuests.remove', { name: fullName(guest) })}
                  onClick={() => setRemoving({ _id: guest._id, name: fullName(guest) })}
                  className={guestButtonClasses('ghost', { size: 'sm' })}
                >
                  <X aria-hidden className="size-4" />
                </button>
              )
            )}
          </li>
        ))}
      </ul>
      {isClosed && <p className="mt-3 text-sm text-slate-600">{t('guestApp.coGuests.closed')}</p>}
      {canChange &&
        (isAdding ? (
          <AddCoGuestForm
            config={config}
            bookingId={booking._id}
            onDone={() => setIsAdding(false)}
          />
        ) : (
          <div className="mt-3 flex flex-col gap-1.5">
            <button
              type="button"
              disabled={isFull}
              aria-describedby={isFull ? fullHintId : undefined}
              onClick={() => setIsAdding(true)}
              className={guestButtonClasses('secondary', { isFullWidth: true })}
            >
              <UserPlus aria-hidden className="size-4" />
              {t('guestApp.coGuests.add')}
            </button>
            {isFull && (
              <p id={fullHintId} className="text-xs text-slate-600">
                {t('guestApp.coGuests.full', { max: booking.maxGuests })}
              </p>
            )}
          </div>
        ))}
      {removing && (
        <RemoveCoGuestDialog
          config={config}
          bookingId={booking._id}
          guest={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </GuestCard>
  );
}
