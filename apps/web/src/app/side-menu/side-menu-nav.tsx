import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ViewToggle } from '@/app/side-menu/view-toggle';
import type { MenuItem } from '@/lib/menu-item';

export function SideMenuNav({
  items,
  isCollapsed,
  isAdminSection,
  showsViewToggle,
  onNavigate,
}: {
  items: readonly MenuItem[];
  isCollapsed: boolean;
  isAdminSection: boolean;
  showsViewToggle: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('app.menu.label')}
      data-testid="side-menu"
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3"
    >
      {showsViewToggle && (
        <ViewToggle
          isAdminSection={isAdminSection}
          isCollapsed={isCollapsed}
          onNavigate={onNavigate}
        />
      )}
      <ul className="flex flex-col gap-1">
        {items.map(({ to, labelKey, icon: Icon, isExact, activePrefix }) => {
          const label = t(labelKey);
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={isExact}
                onClick={onNavigate}
                aria-label={isCollapsed ? label : undefined}
                title={isCollapsed ? label : undefined}
                data-testid={`menu-item-${to.replace(/^\//, '').replace(/\//g, '-') || 'dashboard'}`}
                className={({ isActive: isOnPath }) => {
                  const isActive =
                    isOnPath || Boolean(activePrefix && pathname.startsWith(activePrefix));
                  return clsx(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-primary',
                    isCollapsed && 'justify-center px-0',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  );
                }}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                {!isCollapsed && <span className="truncate">{label}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
