import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LAYOUT } from '@hotel/shared/constants';
import { AppHeader } from '@/app/header/app-header';
import { adminMenuItems, staffMenuItems } from '@/app/menu/menu-items';
import { PageTransition } from '@/components/shell/page-transition';
import { SideMenu } from '@/app/side-menu/side-menu';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useHotels } from '@/lib/session/hotels-query';
import { usePermissions } from '@/lib/session/use-session';

/** Staff and admin screens: header on top, side menu on the left, the page scrolls alone. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const { data: hotels = [] } = useHotels();
  const permissions = usePermissions();
  const isAdminSection = pathname === '/admin' || pathname.startsWith('/admin/');
  const isSuperAdmin = Boolean(user?.superAdmin);
  // People without a hotel see the first-run page and nothing to navigate to (spec §2).
  const hasMenu = isSuperAdmin || hotels.length > 0;
  const items = (isAdminSection ? adminMenuItems : staffMenuItems).filter(
    (item) => !item.permission || permissions.includes(item.permission),
  );

  return (
    <div className="relative flex h-screen flex-col overflow-hidden">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-white px-3 py-2 text-sm font-medium text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <AppHeader hasMenu={hasMenu} isAdminSection={isAdminSection} />
      <div className="flex min-h-0 flex-1">
        {hasMenu && (
          <SideMenu items={items} isAdminSection={isAdminSection} showsViewToggle={isSuperAdmin} />
        )}
        <main
          id="main-content"
          // Focusable so keyboard users can scroll it and the skip link can land on it.
          tabIndex={0}
          style={{ height: `calc(100vh - ${LAYOUT.headerHeightPx}px)` }}
          // Relative: visually hidden (absolute) texts of the pages are placed inside this
          // scroll area; without it they hang below the window and the whole page scrolls away.
          className="relative min-w-0 flex-1 overflow-y-auto outline-none"
        >
          <div className="mx-auto w-full max-w-screen-2xl p-4 sm:p-6 lg:p-8">
            <PageTransition />
          </div>
        </main>
      </div>
    </div>
  );
}
