import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { to: '', labelKey: 'adminHotel.layout.tab.hotel', end: true, testId: 'admin-hotel-tab-hotel' },
  {
    to: 'settings',
    labelKey: 'adminHotel.layout.tab.settings',
    end: false,
    testId: 'admin-hotel-tab-settings',
  },
  {
    to: 'configuration',
    labelKey: 'adminHotel.layout.tab.configuration',
    end: false,
    testId: 'admin-hotel-tab-configuration',
  },
  {
    to: 'locks',
    labelKey: 'adminHotel.layout.tab.locks',
    end: false,
    testId: 'admin-hotel-tab-locks',
  },
] as const;

/** The hotel's admin pages side by side: links (aria-current on the open one) that scroll on phones. */
export function AdminHotelTabs({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('adminHotel.layout.tabs')}
      className="-mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
      data-testid="admin-hotel-tabs"
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.testId}
          to={`/admin/hotel/${hotelId}${tab.to ? `/${tab.to}` : ''}`}
          end={tab.end}
          data-testid={tab.testId}
          className={({ isActive }) =>
            clsx(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-primary',
              isActive
                ? 'border-primary text-primary'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )
          }
        >
          {t(tab.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
