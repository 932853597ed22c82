import { ChevronDown, LogOut, MonitorSmartphone, Plus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { displayedRole } from '@hotel/shared/permissions';
import { Menu, MenuButton, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { ConfirmCancelledError, confirm } from '@/lib/confirm';
import { logout } from '@/lib/session/logout';
import { logoutEverywhere } from '@/lib/session/logout-everywhere';
import { useCurrentMembership } from '@/lib/session/use-session';

function initials(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Asks first: it signs out every device, this one included. */
async function confirmLogoutEverywhere(texts: { title: string; message: string; label: string }) {
  try {
    await confirm({
      title: texts.title,
      message: texts.message,
      confirmLabel: texts.label,
      tone: 'danger',
    });
  } catch (error) {
    if (error instanceof ConfirmCancelledError) return;
    throw error;
  }
  await logoutEverywhere();
}

export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const membership = useCurrentMembership();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // Someone without a hotel (first run) has no role yet.
  const role =
    user.superAdmin || membership ? t(`app.roles.${displayedRole(user, membership)}`) : null;

  return (
    <MenuButton>
      <AriaButton
        data-testid="user-menu"
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg px-1.5 text-left outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary"
        >
          {initials(user.firstName, user.lastName)}
        </span>
        <span className="sr-only">{t('app.header.userMenuLabel')}</span>
        <span className="hidden min-w-0 flex-col leading-tight md:flex">
          <span className="max-w-40 truncate text-sm font-medium text-slate-900">{fullName}</span>
          {role && (
            <span className="text-xs text-slate-500" data-testid="user-role">
              {role}
            </span>
          )}
        </span>
        <ChevronDown aria-hidden className="hidden size-3.5 text-slate-500 md:block" />
      </AriaButton>
      <Menu aria-label={t('app.header.userMenuLabel')}>
        <MenuItem id="profile" href="/user" data-testid="menu-profile">
          <UserRound aria-hidden className="size-4 text-slate-500" />
          {t('app.header.profileSettings')}
        </MenuItem>
        {user.memberships.length > 0 && (
          <MenuItem id="create-hotel" href="/hotel/create" data-testid="menu-create-hotel">
            <Plus aria-hidden className="size-4 text-slate-500" />
            {t('hotels.create.menu')}
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem id="logout" onAction={() => void logout()} data-testid="logout">
          <LogOut aria-hidden className="size-4 text-slate-500" />
          {t('app.header.logout')}
        </MenuItem>
        <MenuItem
          id="logout-everywhere"
          data-testid="logout-everywhere"
          onAction={() =>
            void confirmLogoutEverywhere({
              title: t('app.header.logoutEverywhereTitle'),
              message: t('app.header.logoutEverywhereMessage'),
              label: t('app.header.logoutEverywhere'),
            })
          }
        >
          <MonitorSmartphone aria-hidden className="size-4 text-slate-500" />
          {t('app.header.logoutEverywhere')}
        </MenuItem>
      </Menu>
    </MenuButton>
  );
}
