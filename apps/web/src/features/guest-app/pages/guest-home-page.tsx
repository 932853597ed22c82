import { useTranslation } from 'react-i18next';
import type { GuestBookingType } from '@hotel/shared/guest-app';
import { navigateTo } from '@/lib/navigation';
import { useRouteMatch } from '@/lib/page-router/page-router-view';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { GuestAppPageGate } from '@/features/guest-app/components/guest-app-page-gate';
import { StaysList } from '@/features/guest-app/home/stays-list';
import { StayTabs, STAYS_PANEL_ID, stayTabId } from '@/features/guest-app/home/stay-tabs';

const MAX_PAGE = 10_000;

/** `?stays=history&page=2`: the tab and page live in the address, so Back returns to them. */
function readListState(search: string): { bookingType: GuestBookingType; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    bookingType: params.get('stays') === 'history' ? 'history' : 'active',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** /guest_app/{hotel}: the guest's stays, current and upcoming first, past ones in a tab. */
export function GuestHomePage() {
  const { t } = useTranslation();
  const hotel = useGuestAppHotel();
  const { pathname, search } = useRouteMatch();
  const { bookingType, page } = readListState(search);

  const show = (
    next: { bookingType: GuestBookingType; page: number },
    options?: { replace?: boolean },
  ) => {
    const params = new URLSearchParams();
    if (next.bookingType !== 'active') params.set('stays', next.bookingType);
    if (next.page > 1) params.set('page', String(next.page));
    const query = params.toString();
    void navigateTo(`${pathname}${query ? `?${query}` : ''}`, options);
  };

  return (
    <GuestAppPageGate>
      {(config) => (
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-semibold text-white">{t('guestApp.home.title')}</h2>
          <StayTabs
            selected={bookingType}
            onSelect={(type) => show({ bookingType: type, page: 1 })}
          />
          <div id={STAYS_PANEL_ID} role="tabpanel" aria-labelledby={stayTabId(bookingType)}>
            <StaysList
              config={config}
              hotel={hotel}
              bookingType={bookingType}
              page={page}
              onPageChange={(next, options) => show({ bookingType, page: next }, options)}
            />
          </div>
        </div>
      )}
    </GuestAppPageGate>
  );
}
