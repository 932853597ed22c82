import { Outlet } from 'react-router';
import { SettingsNav } from '@/app/settings/settings-nav';

/** Every page below `/settings`: the settings navigation above the page. */
export function SettingsLayout() {
  return (
    <>
      <SettingsNav />
      <Outlet />
    </>
  );
}
