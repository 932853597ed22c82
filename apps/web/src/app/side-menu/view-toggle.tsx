import { clsx } from 'clsx';
import { Shield, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
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
    { id: 'customer', to: '/', label: t('app.menu.customerView'), Icon: Store },
    { id: 'admin', to: '/admin/dashboard', label: t('app.menu.adminView'), Icon: Shield },
  ] as const;

  return (
    <ToggleButtonGroup
      aria-label={t('app.menu.viewToggle')}
      data-testid="view-toggle"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[isAdminSection ? 'admin' : 'customer']}
      onSelectionChange={(keys) => {
        const view = views.find((item) => keys.has(item.id));
        if (!view) return;
        onNavigate?.();
        void navigate(view.to);
      }}
      className={clsx('flex rounded-lg bg-slate-100 p-1', isCollapsed ? 'flex-col gap-1' : 'gap-1')}
    >
      {views.map(({ id, label, Icon }) => (
        <ToggleButton
          key={id}
          id={id}
          aria-label={isCollapsed ? label : undefined}
          data-testid={`view-toggle-${id}`}
          className="flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-slate-600 outline-none hover:text-slate-900 data-focus-visible:ring-2 data-focus-visible:ring-primary data-selected:bg-white data-selected:text-primary data-selected:shadow-sm"
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          {!isCollapsed && <span className="truncate">{label}</span>}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
