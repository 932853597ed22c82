import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';

/** Asks to confirm the email while the account's address is unconfirmed. */
export function EmailConfirmationBanner({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  if (user.emailConfirmed && !user.pendingEmail) return null;
  const email = user.pendingEmail ?? user.email;
  return (
    <Alert
      tone="warning"
      data-testid="confirm-email-banner"
      title={t('dashboard.confirmEmail.title')}
      actions={
        <ButtonLink href="/user" size="sm" variant="secondary">
          {t('dashboard.confirmEmail.action')}
        </ButtonLink>
      }
    >
      {t('dashboard.confirmEmail.text', { email })}
    </Alert>
  );
}
