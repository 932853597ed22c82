import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserEmailState } from '@hotel/shared/contracts/admin-users';
import { formatDateTime } from '@/lib/date-format';

const EMAIL_STATE_CLASSES: Record<UserEmailState, string> = {
  confirmed: 'bg-emerald-50 text-emerald-800',
  unconfirmed: 'bg-amber-50 text-amber-800',
  change_pending: 'bg-sky-50 text-sky-800',
};

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

export function EmailStateBadge({ state }: { state: UserEmailState }) {
  const { t } = useTranslation();
  return (
    <span className={clsx(badge, EMAIL_STATE_CLASSES[state])} data-testid="user-email-state">
      {t(`adminUsers.emailState.${state}`)}
    </span>
  );
}

export function SuperAdminBadge() {
  const { t } = useTranslation();
  return (
    <span className={clsx(badge, 'bg-primary-soft text-primary')} data-testid="user-super-admin">
      <ShieldCheck aria-hidden className="size-3" />
      {t('adminUsers.superAdmin')}
    </span>
  );
}

/** A date and time in the interface language; "never" for a user who never signed in. */
export function useFormatInstant() {
  const { t } = useTranslation();
  return (iso: string | null) => (iso ? formatDateTime(iso) : t('adminUsers.list.never'));
}

export const userName = (user: { firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
