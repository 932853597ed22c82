import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminHotel } from '@hotel/shared/contracts/admin-hotel';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/lib/session/session-store';

/** Which hotel the admin pages below are about: name, code, owner, size; and a way into it. */
export function AdminHotelHeader({ hotel }: { hotel: AdminHotel }) {
  const { t } = useTranslation();
  const [owner, ...moreOwners] = hotel.owners;

  function onOpenAsStaff() {
    useSessionStore.getState().setCurrentHotelId(hotel._id);
    // Every cached staff screen belongs to another hotel: start clean, as the switcher does.
    window.location.assign('/');
  }

  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1
          className="text-xl font-semibold break-words text-slate-900 sm:text-2xl"
          data-testid="admin-hotel-name"
        >
          {hotel.name}
        </h1>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <dl className="contents">
            <div className="flex gap-1">
              <dt>{t('adminHotel.layout.symbolCode')}:</dt>
              <dd className="font-mono text-slate-800" data-testid="admin-hotel-symbol-code">
                {hotel.symbol_code}
              </dd>
            </div>
            <div className="flex min-w-0 gap-1">
              <dt>{t('adminHotel.layout.owner')}:</dt>
              <dd className="min-w-0 break-words text-slate-800" data-testid="admin-hotel-owner">
                {owner ? (
                  <>
                    {owner.name} <span className="text-slate-600">({owner.email})</span>
                    {moreOwners.length > 0 &&
                      ` ${t('adminHotel.layout.moreOwners', { count: moreOwners.length })}`}
                  </>
                ) : (
                  t('adminHotel.layout.noOwner')
                )}
              </dd>
            </div>
          </dl>
          <span data-testid="admin-hotel-members">
            {t('adminHotel.layout.members', { count: hotel.membersCount })}
          </span>
          <span data-testid="admin-hotel-rooms">
            {t('adminHotel.layout.rooms', { count: hotel.roomsCount })}
          </span>
        </div>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onPress={onOpenAsStaff}
        data-testid="admin-hotel-open-as-staff"
      >
        <ExternalLink aria-hidden className="size-4" />
        {t('adminHotel.layout.openAsStaff')}
      </Button>
    </div>
  );
}
