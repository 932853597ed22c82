import { Combine, Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Guest } from '@hotel/shared/contracts/guests';
import { Button } from '@/components/ui/button';
import { guestName } from '@/lib/guest-data/guest-name';

export interface GuestActions {
  onEdit: (guest: Guest) => void;
  onDelete: (guest: Guest) => void;
  onMerge: (guest: Guest) => void;
}

function VipMarker({ guest }: { guest: Guest }) {
  const { t } = useTranslation();
  if (!guest.vip) return null;
  return (
    <span className="ml-2 inline-flex items-center gap-0.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800">
      <Star aria-hidden className="size-3" />
      {t('guests.list.vip')}
    </span>
  );
}

function RowActions({ guest, actions }: { guest: Guest; actions: GuestActions }) {
  const { t } = useTranslation();
  const name = guestName(guest);
  const hasBookings = guest.bookingCount > 0;
  const blockedReason = hasBookings
    ? t('guests.list.deleteBlocked', { count: guest.bookingCount })
    : undefined;
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('guests.list.editNamed', { name })}
        onPress={() => actions.onEdit(guest)}
      >
        <Pencil aria-hidden className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('guests.list.mergeNamed', { name })}
        onPress={() => actions.onMerge(guest)}
      >
        <Combine aria-hidden className="size-4" />
      </Button>
      {/* A disabled button shows no tooltip, so the reason sits on a wrapper and in sr-only text. */}
      <span title={blockedReason}>
        <Button
          size="sm"
          variant="ghost"
          isDisabled={hasBookings}
          aria-label={t('guests.list.deleteNamed', { name })}
          onPress={() => actions.onDelete(guest)}
        >
          <Trash2
            aria-hidden
            className={hasBookings ? 'size-4 text-slate-300' : 'size-4 text-red-600'}
          />
        </Button>
        {blockedReason && <span className="sr-only">{blockedReason}</span>}
      </span>
    </div>
  );
}

/** A table on wide screens, cards on phones. `actions` absent: read-only. */
export function GuestList({ guests, actions }: { guests: Guest[]; actions?: GuestActions }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table" aria-label={t('guests.title')}>
        <thead className="border-b border-slate-100 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-6 py-2 font-medium">
              {t('guests.list.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('guests.list.contact')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('guests.form.company')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('guests.list.bookings')}
            </th>
            {actions && (
              <th scope="col" className="px-6 py-2">
                <span className="sr-only">{t('guests.list.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {guests.map((guest) => (
            <tr key={guest._id} data-testid="guest-row">
              <td className="px-6 py-3 font-medium text-slate-900">
                {guest.lastName}, {guest.firstName}
                <VipMarker guest={guest} />
              </td>
              <td className="px-3 py-3 text-slate-600">
                <div>{guest.email}</div>
                <div className="text-xs tabular-nums">{guest.mobile}</div>
              </td>
              <td className="px-3 py-3 text-slate-600">{guest.company}</td>
              <td className="px-3 py-3 text-right tabular-nums" data-testid="guest-booking-count">
                {guest.bookingCount}
              </td>
              {actions && (
                <td className="px-6 py-3">
                  <RowActions guest={guest} actions={actions} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('guests.title')}>
        {guests.map((guest) => (
          <li key={guest._id} data-testid="guest-card" className="flex flex-col gap-1 px-4 py-3">
            <p className="font-medium text-slate-900">
              {guest.lastName}, {guest.firstName}
              <VipMarker guest={guest} />
            </p>
            <p className="truncate text-sm text-slate-600">
              {[guest.email, guest.mobile].join(' · ')}
            </p>
            <p className="text-xs text-slate-500">
              {[guest.company, t('guests.list.bookingCount', { count: guest.bookingCount })]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {actions && <RowActions guest={guest} actions={actions} />}
          </li>
        ))}
      </ul>
    </>
  );
}
