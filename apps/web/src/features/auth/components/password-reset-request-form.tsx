import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@hotel/shared/contracts/auth';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { useRequestPasswordResetMutation } from '@/features/auth/api/request-password-reset';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { schemaResolver } from '@/lib/form-resolver';

export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const resetMutation = useRequestPasswordResetMutation();
  const { control, handleSubmit, getValues } = useForm({
    resolver: schemaResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (resetMutation.isSuccess) {
    return (
      <div className="text-center" data-testid="reset-requested">
        <MailCheck aria-hidden className="mx-auto mb-4 size-12 text-primary" />
        <AuthCardHeader
          title={t('auth.reset.checkEmailTitle')}
          description={t('auth.reset.checkEmailText', { email: getValues('email') })}
        />
        <ButtonLink href="/login" variant="secondary" isFullWidth>
          {t('auth.reset.backToLogin')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <>
      <AuthCardHeader title={t('auth.reset.title')} description={t('auth.reset.subtitle')} />
      <form
        noValidate
        aria-label={t('auth.reset.title')}
        onSubmit={handleSubmit((values) => resetMutation.mutate(values))}
        className="flex flex-col gap-4"
      >
        <FormError error={resetMutation.error} />
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          isRequired
        />
        <Button type="submit" size="lg" isFullWidth isLoading={resetMutation.isPending}>
          {t('auth.reset.submit')}
        </Button>
        <ButtonLink href="/login" variant="ghost" isFullWidth>
          {t('auth.reset.backToLogin')}
        </ButtonLink>
      </form>
    </>
  );
}
