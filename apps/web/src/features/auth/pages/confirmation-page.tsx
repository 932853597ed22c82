import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session/session-store';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';

/** The link in the confirmation email lands here and confirms once. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  const confirmation = useConfirmEmail(token);
  const next = isSignedIn
    ? { href: '/', label: t('auth.confirmation.toDashboard') }
    : { href: '/login', label: t('auth.confirmation.toLogin') };

  if (!token) {
    return (
      <div data-testid="confirmation-result">
        <AuthCardHeader title={t('auth.confirmation.title')} />
        <Alert tone="error">{t('auth.confirmation.missingToken')}</Alert>
        <ButtonLink href={next.href} variant="secondary" isFullWidth className="mt-6">
          {next.label}
        </ButtonLink>
      </div>
    );
  }

  if (confirmation.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner size="lg" label={t('auth.confirmation.confirming')} />
        <p className="text-sm text-slate-600">{t('auth.confirmation.confirming')}</p>
      </div>
    );
  }

  const isConfirmed = confirmation.isSuccess;
  return (
    <div className="text-center" data-testid="confirmation-result">
      {isConfirmed ? (
        <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-emerald-600" />
      ) : (
        <XCircle aria-hidden className="mx-auto mb-4 size-12 text-red-600" />
      )}
      <AuthCardHeader
        title={
          isConfirmed ? t('auth.confirmation.successTitle') : t('auth.confirmation.failedTitle')
        }
      />
      <Alert tone={isConfirmed ? 'success' : 'error'} className="text-left">
        {isConfirmed ? confirmation.data.message : errorMessage(confirmation.error)}
      </Alert>
      <ButtonLink href={next.href} size="lg" isFullWidth className="mt-6">
        {next.label}
      </ButtonLink>
    </div>
  );
}
