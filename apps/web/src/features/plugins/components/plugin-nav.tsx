import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const PLUGIN_PAGES = [
  { to: '/plugins/public_page', labelKey: 'plugins.nav.publicPage' },
  { to: '/plugins/guest_app', labelKey: 'plugins.nav.guestApp' },
  { to: '/plugins/smoobu', labelKey: 'plugins.nav.smoobu' },
  { to: '/plugins/csv_import', labelKey: 'plugins.nav.csvImport' },
  { to: '/plugins/api', labelKey: 'plugins.nav.api' },
] as const;

/** The plugins side by side: one menu entry leads here, these links switch between them. */
export function PluginNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('plugins.nav.label')}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {PLUGIN_PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={page.to}
          className={({ isActive }) =>
            clsx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-primary',
              isActive
                ? 'border-primary text-primary'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )
          }
        >
          {t(page.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
