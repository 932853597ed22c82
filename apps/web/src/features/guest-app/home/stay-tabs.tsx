import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_BOOKING_TYPES, type GuestBookingType } from '@hotel/shared/guest-app';

const LABEL_KEYS: Record<GuestBookingType, string> = {
  active: 'guestApp.home.tabActive',
  history: 'guestApp.home.tabHistory',
};

export const stayTabId = (type: GuestBookingType) => `guest-stays-tab-${type}`;
export const STAYS_PANEL_ID = 'guest-stays-panel';

/** The two lists as tabs (WAI-ARIA tabs: arrow keys move between them, Tab leaves them). */
export function StayTabs({
  selected,
  onSelect,
}: {
  selected: GuestBookingType;
  onSelect: (type: GuestBookingType) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<GuestBookingType, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = GUEST_BOOKING_TYPES.indexOf(selected);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const count = GUEST_BOOKING_TYPES.length;
    const next = GUEST_BOOKING_TYPES[(index + step + count) % count] ?? selected;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('guestApp.home.tabsLabel')}
      onKeyDown={onKeyDown}
      className="flex gap-1 rounded-xl bg-white/15 p-1 backdrop-blur"
    >
      {GUEST_BOOKING_TYPES.map((type) => {
        const isSelected = type === selected;
        return (
          <button
            key={type}
            ref={(element) => void (tabs.current[type] = element)}
            id={stayTabId(type)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={STAYS_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(type)}
            className={clsx(
              'h-10 flex-1 cursor-pointer rounded-lg px-3 text-sm font-semibold transition outline-none focus-visible:ring-2 focus-visible:ring-white',
              isSelected
                ? 'bg-(color:--guest-accent) text-(color:--guest-accent-text) shadow-sm'
                : 'text-white hover:bg-white/15',
            )}
          >
            {t(LABEL_KEYS[type])}
          </button>
        );
      })}
    </div>
  );
}
