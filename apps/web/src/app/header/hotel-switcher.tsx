import { Building2, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Menu, MenuButton, MenuItem } from '@/components/ui/menu';
import { useHotels } from '@/lib/session/hotels-query';
import { useSessionStore } from '@/lib/session/session-store';

/** Shown only with more than one hotel; switching stores the choice and reloads (spec §2). */
export function HotelSwitcher() {
  const { t } = useTranslation();
  const { data: hotels = [] } = useHotels();
  const currentHotelId = useSessionStore((state) => state.currentHotelId);
  const setCurrentHotelId = useSessionStore((state) => state.setCurrentHotelId);
  if (hotels.length <= 1) return null;
  const currentHotel = hotels.find((hotel) => hotel._id === currentHotelId);

  return (
    <MenuButton placement="bottom start">
      <AriaButton
        data-testid="hotel-switcher"
        className="inline-flex h-9 max-w-[14rem] min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-800 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Building2 aria-hidden className="size-4 shrink-0 text-primary" />
        <span className="sr-only">{t('app.header.hotelSwitcher')}</span>
        <span className="truncate">{currentHotel?.name ?? t('app.header.chooseHotel')}</span>
        <ChevronDown aria-hidden className="size-3.5 shrink-0 opacity-70" />
      </AriaButton>
      <Menu
        aria-label={t('app.header.hotels')}
        selectionMode="single"
        selectedKeys={currentHotelId ? [currentHotelId] : []}
        onAction={(key) => {
          if (key === currentHotelId) return;
          setCurrentHotelId(String(key));
          // Every cached screen belongs to the old hotel: start clean.
          window.location.reload();
        }}
      >
        {hotels.map((hotel) => (
          <MenuItem key={hotel._id} id={hotel._id} textValue={hotel.name}>
            {hotel.name}
          </MenuItem>
        ))}
      </Menu>
    </MenuButton>
  );
}
