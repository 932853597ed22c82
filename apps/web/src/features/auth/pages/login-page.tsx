import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormPasswordField, FormTextField } from '@/components/ui/form-text-field';
import { TextLink } from '@/components/ui/text-link';
import { useLoginMutation } from '@/features/auth/api/login';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { lazySchemaResolver } from '@/lib/form-resolver';

// The first screen of the staff app: its validation (zod and the contracts) loads once the form
// is shown, not before it (docs/performance.md, Lighthouse).
const loginResolver = lazySchemaResolver(
  async () => (await import('@hotel/shared/contracts/auth')).loginRequestSchema,
);

export function LoginPage() {
  const { t } = useTranslation();
  const loginMutation = useLoginMutation();
  const { control, handleSubmit } = useForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => loginResolver.preload(), []);

  return (
    <>
      <AuthCardHeader title={t('auth.login.title')} description={t('auth.login.subtitle')} />
      <form
        noValidate
        aria-label={t('auth.login.title')}
        data-testid="login-form"
        onSubmit={handleSubmit((values) => loginMutation.mutate(values))}
        className="flex flex-col gap-4"
      >
        <FormError error={loginMutation.error} />
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="username"
          label={t('auth.fields.email')}
          isRequired
        />
        <FormPasswordField
          control={control}
          name="password"
          autoComplete="current-password"
          label={t('auth.fields.password')}
          isRequired
        />
        <div className="-mt-1 flex justify-end text-sm">
          <TextLink to="/login/reset">{t('auth.login.forgotPassword')}</TextLink>
        </div>
        <Button
          type="submit"
          size="lg"
          isFullWidth
          isLoading={loginMutation.isPending}
          data-testid="login-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <TextLink to="/login/registration">{t('auth.login.register')}</TextLink>
      </p>
    </>
  );
}
