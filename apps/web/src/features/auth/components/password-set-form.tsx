import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordSetRequestSchema } from '@hotel/shared/contracts/auth';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { TextLink } from '@/components/ui/text-link';
import { applyServerIssues } from '@/lib/form-errors';
import { useSetPasswordMutation } from '@/features/auth/api/set-password';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';

/** Second step of the reset: the link from the email carries the token. */
export function PasswordSetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const setPasswordMutation = useSetPasswordMutation();
  const { control, handleSubmit, setError, subscribe, trigger } = useForm({
    resolver: schemaResolver(passwordSetRequestSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  useErrorsClearOnFix({ subscribe, trigger }, setPasswordMutation);

  if (setPasswordMutation.isSuccess) {
    return (
      <div className="text-center" data-testid="password-set">
        <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-emerald-600" />
        <AuthCardHeader
          title={t('auth.reset.doneTitle')}
          description={setPasswordMutation.data.message}
        />
        <ButtonLink href="/login" isFullWidth size="lg">
          {t('auth.reset.toLogin')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <>
      <AuthCardHeader title={t('auth.reset.newTitle')} description={t('auth.reset.newSubtitle')} />
      <form
        noValidate
        aria-label={t('auth.reset.newTitle')}
        onSubmit={handleSubmit((values) =>
          setPasswordMutation.mutate(values, {
            onError: (error) =>
              applyServerIssues(error, setError, ['password', 'passwordConfirmation']),
          }),
        )}
        className="flex flex-col gap-4"
      >
        {setPasswordMutation.error && (
          <div className="flex flex-col gap-2">
            <FormError error={setPasswordMutation.error} />
            <TextLink to="/login/reset" className="text-sm">
              {t('auth.reset.requestNewLink')}
            </TextLink>
          </div>
        )}
        <NewPasswordFields control={control} />
        <Button type="submit" size="lg" isFullWidth isLoading={setPasswordMutation.isPending}>
          {t('auth.reset.saveNewPassword')}
        </Button>
      </form>
    </>
  );
}
