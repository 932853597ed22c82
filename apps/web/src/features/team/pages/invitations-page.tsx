import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { HotelInvitation } from '@hotel/shared/contracts/employees';
import { LAYOUT } from '@hotel/shared/constants';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { ConfirmCancelledError, confirm } from '@/lib/confirm';
import { formatDateTime } from '@/lib/date-format';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useInvitations,
} from '@/features/team/api/invitations';
import { PageLoadError } from '@/features/team/components/page-load-error';

function InvitationRow({ invitation }: { invitation: HotelInvitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const acceptMutation = useAcceptInvitationMutation();
  const declineMutation = useDeclineInvitationMutation();
  const hotel = invitation.hotel.name;
  const isBusy = acceptMutation.isPending || declineMutation.isPending;

  function onAccept() {
    acceptMutation.mutate(invitation.hotel._id, {
      onSuccess: () => {
        toast.success(t('team.invitations.accepted', { hotel }));
        void navigate('/');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  async function onDecline() {
    try {
      await confirm({
        title: t('team.invitations.declineTitle'),
        message: t('team.invitations.declineMessage', { hotel }),
        confirmLabel: t('team.invitations.decline'),
        tone: 'danger',
      });
    } catch (error) {
      if (error instanceof ConfirmCancelledError) return;
      throw error;
    }
    declineMutation.mutate(invitation.hotel._id, {
      onSuccess: () => toast.success(t('team.invitations.declined', { hotel })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
      data-testid="invitation-row"
    >
      <Building2 aria-hidden className="hidden size-5 shrink-0 text-slate-400 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{hotel}</p>
        <p className="text-sm text-slate-500">
          {invitation.userGroup &&
            `${t('team.invitations.group', { group: invitation.userGroup })} · `}
          {t('team.invitations.validUntil', { date: formatDateTime(invitation.expiresAt) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" isDisabled={isBusy} onPress={() => void onDecline()}>
          {t('team.invitations.decline')}
        </Button>
        <Button isDisabled={isBusy} onPress={onAccept} data-testid="invitation-accept">
          {t('team.invitations.accept')}
        </Button>
      </div>
    </li>
  );
}

/** `/invitations`: the hotels that invited the signed-in person (the invitation email's link). */
export function InvitationsPage() {
  const { t } = useTranslation();
  const invitationsQuery = useInvitations();
  return (
    <div style={{ maxWidth: LAYOUT.borderedMaxWidthPx }} className="mx-auto flex w-full flex-col">
      <PageHeader
        title={t('team.invitations.title')}
        description={t('team.invitations.subtitle')}
      />
      {invitationsQuery.isPending && (
        <BorderedContainer>
          <Skeleton className="h-12 w-full" />
        </BorderedContainer>
      )}
      {invitationsQuery.isError && (
        <PageLoadError
          error={invitationsQuery.error}
          onRetry={() => void invitationsQuery.refetch()}
        />
      )}
      {invitationsQuery.data?.length === 0 && (
        <BorderedContainer>
          <p className="text-slate-600">{t('team.invitations.empty')}</p>
        </BorderedContainer>
      )}
      {invitationsQuery.data && invitationsQuery.data.length > 0 && (
        <BorderedContainer className="p-0! sm:p-0!">
          <ul className="divide-y divide-slate-100">
            {invitationsQuery.data.map((invitation) => (
              <InvitationRow key={invitation.hotel._id} invitation={invitation} />
            ))}
          </ul>
        </BorderedContainer>
      )}
    </div>
  );
}
