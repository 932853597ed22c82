import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { useInvitations } from '@/features/team/api/invitations';

/** On the home page: a hotel invited this person, who joins only by accepting. */
export function InvitationsNotice() {
  const { t } = useTranslation();
  const { data: invitations = [] } = useInvitations();
  if (invitations.length === 0) return null;
  return (
    <Alert
      className="mb-4"
      data-testid="invitations-notice"
      actions={
        <ButtonLink size="sm" href="/invitations">
          {t('team.invitations.show')}
        </ButtonLink>
      }
    >
      {t('team.invitations.notice', { count: invitations.length })}
    </Alert>
  );
}
