import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserListItem } from '@hotel/shared/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { EmailStateBadge, SuperAdminBadge, useFormatInstant, userName } from './user-badges';

/** A table on wide screens, cards on phones; each user opens their details. */
export function UserList({
  users,
  onOpen,
}: {
  users: AdminUserListItem[];
  onOpen: (user: AdminUserListItem) => void;
}) {
  const { t } = useTranslation();
  const formatInstant = useFormatInstant();
  const openButton = (user: AdminUserListItem) => (
    <Button
      size="sm"
      variant="ghost"
      aria-label={t('adminUsers.list.open', { name: userName(user) })}
      onPress={() => onOpen(user)}
      data-testid="user-open"
    >
      <ChevronRight aria-hidden className="size-4" />
    </Button>
  );
  return (
    <>
      <table
        className="hidden w-full text-left text-sm md:table"
        aria-label={t('adminUsers.page.title')}
      >
        <thead className="border-b border-slate-100 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-6 py-2 font-medium">
              {t('adminUsers.list.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('adminUsers.list.email')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('adminUsers.list.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('adminUsers.list.hotels')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('adminUsers.list.lastLogin')}
            </th>
            <th scope="col" className="px-6 py-2">
              <span className="sr-only">{t('adminUsers.details.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr
              key={user.id}
              data-testid="user-row"
              className="cursor-pointer hover:bg-slate-50"
              onClick={() => onOpen(user)}
            >
              <td className="px-6 py-3 font-medium text-slate-900">{userName(user)}</td>
              <td className="px-3 py-3 break-all text-slate-600">{user.email}</td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap gap-1">
                  <EmailStateBadge state={user.emailState} />
                  {user.superAdmin && <SuperAdminBadge />}
                </div>
              </td>
              <td className="px-3 py-3 text-right tabular-nums" data-testid="user-hotel-count">
                {user.hotelCount}
              </td>
              <td className="px-3 py-3 text-slate-600" data-testid="user-last-login">
                {formatInstant(user.lastLoginAt)}
              </td>
              <td className="px-6 py-3 text-right" onClick={(event) => event.stopPropagation()}>
                {openButton(user)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('adminUsers.page.title')}>
        {users.map((user) => (
          <li key={user.id} data-testid="user-card" className="flex items-start gap-2 px-4 py-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-medium text-slate-900">{userName(user)}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
              <div className="flex flex-wrap gap-1">
                <EmailStateBadge state={user.emailState} />
                {user.superAdmin && <SuperAdminBadge />}
              </div>
              <p className="text-xs text-slate-600">
                {t('adminUsers.list.hotelCount', { count: user.hotelCount })} ·{' '}
                {t('adminUsers.list.lastLogin')}: {formatInstant(user.lastLoginAt)}
              </p>
            </div>
            {openButton(user)}
          </li>
        ))}
      </ul>
    </>
  );
}
