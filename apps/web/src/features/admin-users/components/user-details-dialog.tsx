import { KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminUserDetail } from '@hotel/shared/contracts/admin-users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { confirmDelete, isConfirmed } from '@/lib/confirm';
import { useDeleteAdminUserMutation } from '../api/delete-admin-user';
import { useAdminUser } from '../api/get-admin-user';
import { useSendPasswordResetMutation } from '../api/send-password-reset';
import { useSetSuperAdminMutation } from '../api/set-super-admin';
import { EmailStateBadge, SuperAdminBadge, useFormatInstant, userName } from './user-badges';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-all text-slate-900">{children}</dd>
    </div>
  );
}

function Memberships({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const formatInstant = useFormatInstant();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="user-memberships-title">
      <h3 id="user-memberships-title" className="text-sm font-semibold text-slate-900">
        {t('adminUsers.details.memberships')}
      </h3>
      {user.memberships.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminUsers.details.noMemberships')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {user.memberships.map((membership) => (
            <li
              key={membership.hotel.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
              data-testid="user-membership"
            >
              <span className="font-medium text-slate-900">{membership.hotel.name}</span>
              <span className="text-slate-600">
                {t(`adminUsers.roles.${membership.role}`)}
                {membership.role === 'member' &&
                  ` · ${membership.group?.name ?? t('adminUsers.details.noGroup')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {user.invitations.length > 0 && (
        <>
          <h3 className="text-sm font-semibold text-slate-900">
            {t('adminUsers.details.invitations')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm text-slate-600">
            {user.invitations.map((invitation) => (
              <li key={invitation.hotel.id}>
                {invitation.hotel.name}
                {invitation.group && ` · ${invitation.group.name}`} ·{' '}
                {t('adminUsers.details.invitedUntil', {
                  date: formatInstant(invitation.expiresAt),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A user's details and the actions on them, over the list (the page keeps its search). */
export function UserDetailsDialog({
  userId,
  onClose,
}: {
  userId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatInstant = useFormatInstant();
  const query = useAdminUser(userId);
  const resetMutation = useSendPasswordResetMutation();
  const superAdminMutation = useSetSuperAdminMutation();
  const deleteMutation = useDeleteAdminUserMutation();
  // The server's refusal (last owner of a hotel, last super admin), shown as it answered it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const user = query.data;

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const onPasswordReset = (detail: AdminUserDetail) => {
    setRefusal(null);
    resetMutation.mutate(detail.id, {
      onSuccess: () =>
        toast.success(t('adminUsers.details.passwordResetSent', { email: detail.email })),
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  const onSuperAdmin = async (detail: AdminUserDetail) => {
    setRefusal(null);
    const superAdmin = !detail.superAdmin;
    const name = userName(detail);
    const texts = superAdmin
      ? { title: 'grantTitle', message: 'grantMessage', confirm: 'grant', done: 'granted' }
      : { title: 'revokeTitle', message: 'revokeMessage', confirm: 'revoke', done: 'revoked' };
    const isSure = await isConfirmed({
      title: t(`adminUsers.details.${texts.title}`),
      message: t(`adminUsers.details.${texts.message}`, { name }),
      confirmLabel: t(`adminUsers.details.${texts.confirm}`),
      tone: superAdmin ? 'default' : 'danger',
    });
    if (!isSure) return;
    superAdminMutation.mutate(
      { id: detail.id, superAdmin },
      {
        onSuccess: () => toast.success(t(`adminUsers.details.${texts.done}`, { name })),
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  const onDelete = async (detail: AdminUserDetail) => {
    setRefusal(null);
    const name = userName(detail);
    const isSure = await confirmDelete({
      title: t('adminUsers.details.deleteTitle'),
      message: t('adminUsers.details.deleteMessage', { name, email: detail.email }),
      confirmLabel: t('adminUsers.details.delete'),
    });
    if (!isSure) return;
    deleteMutation.mutate(detail.id, {
      onSuccess: () => {
        toast.success(t('adminUsers.details.deleted', { name }));
        close();
      },
      // Spec §8: deleting an admin user rethrows the response data; its message is shown as is.
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <Dialog
      isOpen={userId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      isDismissable
      size="lg"
      title={user ? userName(user) : t('adminUsers.page.title')}
    >
      <div className="flex flex-col gap-5 px-5 pt-2 pb-5" data-testid="user-details">
        {query.isPending && <Skeleton className="h-40 w-full" />}
        {query.isError && <ListError error={query.error} onRetry={() => void query.refetch()} />}
        {user && (
          <>
            <div className="flex flex-wrap gap-1">
              <EmailStateBadge state={user.emailState} />
              {user.superAdmin && <SuperAdminBadge />}
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={t('adminUsers.details.email')}>{user.email}</Fact>
              {user.pendingEmail && (
                <Fact label={t('adminUsers.details.pendingEmail')}>{user.pendingEmail}</Fact>
              )}
              <Fact label={t('adminUsers.details.phone')}>{user.phone || '–'}</Fact>
              <Fact label={t('adminUsers.details.emailState')}>
                {t(`adminUsers.emailState.${user.emailState}`)}
              </Fact>
              <Fact label={t('adminUsers.details.lastLogin')}>
                <span data-testid="user-detail-last-login">{formatInstant(user.lastLoginAt)}</span>
              </Fact>
              <Fact label={t('adminUsers.details.createdAt')}>{formatInstant(user.createdAt)}</Fact>
            </dl>
            {!user.hasPassword && (
              <p className="text-sm text-slate-600">{t('adminUsers.details.noPassword')}</p>
            )}
            <Memberships user={user} />
            {refusal && (
              <Alert tone="error" data-testid="user-action-error">
                {refusal}
              </Alert>
            )}
            <section className="flex flex-col gap-2" aria-labelledby="user-actions-title">
              <h3 id="user-actions-title" className="text-sm font-semibold text-slate-900">
                {t('adminUsers.details.actions')}
              </h3>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={resetMutation.isPending}
                  onPress={() => onPasswordReset(user)}
                  data-testid="user-password-reset"
                >
                  <KeyRound aria-hidden className="size-4" />
                  {t('adminUsers.details.passwordReset')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={superAdminMutation.isPending}
                  onPress={() => void onSuperAdmin(user)}
                  data-testid="user-super-admin-toggle"
                >
                  {user.superAdmin ? (
                    <ShieldOff aria-hidden className="size-4" />
                  ) : (
                    <ShieldCheck aria-hidden className="size-4" />
                  )}
                  {t(user.superAdmin ? 'adminUsers.details.revoke' : 'adminUsers.details.grant')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  isLoading={deleteMutation.isPending}
                  onPress={() => void onDelete(user)}
                  data-testid="user-delete"
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('adminUsers.details.delete')}
                </Button>
              </div>
            </section>
            {/*
              The lead puts the admin area's audit trail here: <AuditTrail userId={user.id} />
              (features/admin; a feature does not import another). The mutations in ../api
              then also invalidate the trail's query keys.
            */}
            <section data-testid="user-audit" />
          </>
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onPress={close} data-testid="user-details-close">
          {t('adminUsers.details.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
