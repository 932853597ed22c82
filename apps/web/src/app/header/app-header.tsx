import { ArrowLeft, Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { LAYOUT } from '@hotel/shared/constants';
import { HotelSwitcher } from '@/app/header/hotel-switcher';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { UserMenu } from '@/app/header/user-menu';
import { Logo } from '@/components/ui/logo';
import { QuickLockButton } from '@/features/locks/components/quick-lock-button';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useSessionStore } from '@/lib/session/session-store';
import { usePermissions } from '@/lib/session/use-session';
import { useCanGoBack } from '@/lib/use-can-go-back';
import { useUiStore } from '@/lib/ui-store';
import { useViewport } from '@/lib/use-media-query';

const iconButtonClasses =
  'flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-600 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary';

export function AppHeader({
  hasMenu,
  isAdminSection,
}: {
  hasMenu: boolean;
  isAdminSection: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewport = useViewport();
  const isDrawerOpen = useUiStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const isPhone = viewport === 'phone';
  const canGoBack = useCanGoBack();
  const hasHotel = useSessionStore((state) => Boolean(state.currentHotelId));
  const permissions = usePermissions();
  const seesBookings =
    permissions.includes('viewBookings') || permissions.includes('manageBookings');
  const opensDoors = permissions.includes('manageBookings');

  return (
    <header
      style={{ height: LAYOUT.headerHeightPx }}
      className="relative z-30 flex shrink-0 items-center gap-1 border-b border-slate-200 bg-white px-2 sm:gap-2 sm:px-4"
    >
      {isPhone && hasMenu && (
        <AriaButton
          onPress={() => setDrawerOpen(true)}
          aria-label={t('app.menu.open')}
          aria-expanded={isDrawerOpen}
          data-testid="menu-button"
          className={iconButtonClasses}
        >
          <MenuIcon aria-hidden className="size-5" />
        </AriaButton>
      )}
      {!isPhone && canGoBack && (
        <AriaButton
          onPress={() => void navigate(-1)}
          aria-label={t('app.header.back')}
          data-testid="back-button"
          className={iconButtonClasses}
        >
          <ArrowLeft aria-hidden className="size-5" />
        </AriaButton>
      )}
      <Link
        to={isAdminSection ? '/admin/dashboard' : '/'}
        // Without the wordmark (phones) the link has no text of its own.
        aria-label={isPhone ? t('app.header.home') : undefined}
        className="mr-1 rounded-lg px-1 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <Logo isWordmarkHidden={isPhone} />
      </Link>
      {isAdminSection ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
          {t('app.header.adminBadge')}
        </span>
      ) : (
        <HotelSwitcher />
      )}
      <div className="ml-auto flex items-center gap-1">
        {/* Per hotel: not in the admin area, nor before the first hotel exists; only for those
            who see bookings (its entries name guests and open bookings). */}
        {!isAdminSection && hasHotel && opensDoors && (
          <QuickLockButton className={iconButtonClasses} />
        )}
        {!isAdminSection && hasHotel && seesBookings && <NotificationsBell />}
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
