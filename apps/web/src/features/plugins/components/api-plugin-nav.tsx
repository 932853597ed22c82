import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const API_PAGES = [
  { to: '/plugins/api', labelKey: 'apiPlugin.nav.access' },
  { to: '/plugins/api/docs', labelKey: 'apiPlugin.nav.docs' },
] as const;

/** The API plugin's two pages: keys and webhooks, and the documentation. */
export function ApiPluginNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('apiPlugin.nav.label')} className="flex flex-wrap gap-2">
      {API_PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={page.to}
          end
          className={({ isActive }) =>
            clsx(
              'rounded-full px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-primary',
              isActive
                ? 'bg-primary text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-900',
            )
          }
        >
          {t(page.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
