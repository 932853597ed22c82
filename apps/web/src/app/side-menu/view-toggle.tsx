import { clsx } from 'clsx';
import { Shield, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import { useNavigate } from 'react-router';

/** Super admins switch between the hotel screens (Customer view) and the admin area. */
export function ViewToggle({
  isAdminSection,
  isCollapsed,
  onNavigate,
}: {
  isAdminSection: boolean;
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const views = [
    {
      id: 'customer',
      to: '/',
      label: t('app.menu.customerView'),
      Icon: Store,
      isActive: !isAdminSection,
    },
    {
      id: 'admin',
      to: '/admin/dashboard',
      label: t('app.menu.adminView'),
      Icon: Shield,
      isActive: isAdminSection,
    },
  ] as const;

  return (
    <div
      role="group"
      aria-label={t('app.menu.viewToggle')}
      data-testid="view-toggle"
      className={clsx('grid gap-1 rounded-lg bg-slate-100 p-1', !isCollapsed && 'grid-cols-2')}
    >
      {views.map(({ id, to, label, Icon, isActive }) => (
        // Buttons with a pressed state: the pressed one is the view you are in.
        <ToggleButton
          key={id}
          isSelected={isActive}
          onChange={() => {
            if (isActive) return;
            onNavigate?.();
            void navigate(to);
          }}
          aria-label={isCollapsed ? label : undefined}
          data-testid={`view-toggle-${id}`}
          className="flex min-w-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-[11px] leading-tight font-medium text-slate-600 outline-none hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-primary data-selected:bg-white data-selected:text-primary data-selected:shadow-sm"
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          {!isCollapsed && <span className="max-w-full truncate">{label}</span>}
        </ToggleButton>
      ))}
    </div>
  );
}
