import { Outlet, useLocation } from 'react-router';
import { SettingsNav } from '@/app/settings/settings-nav';

/** Every page below `/settings`: the settings navigation above the page. */
export function SettingsLayout() {
  const { pathname } = useLocation();
  // Feature route lists may hold a page outside /settings (e.g. /hotel/create): no nav there.
  return (
    <>
      {pathname.startsWith('/settings/') && <SettingsNav />}
      <Outlet />
    </>
  );
}
