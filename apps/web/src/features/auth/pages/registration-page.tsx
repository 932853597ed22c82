import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerRequestSchema } from '@hotel/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { PersonNameFields } from '@/features/auth/components/person-name-fields';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { FormTextField } from '@/components/ui/form-text-field';
import { TextLink } from '@/components/ui/text-link';
import { applyServerIssues } from '@/lib/form-errors';
import { useRegisterMutation } from '@/features/auth/api/register';
import { AuthCardHeader } from '@/features/auth/components/auth-card-header';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'passwordConfirmation'];

export function RegistrationPage() {
  const { t } = useTranslation();
  const registerMutation = useRegisterMutation();
  const { control, handleSubmit, setError, subscribe, trigger } = useForm({
    resolver: schemaResolver(registerRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  useErrorsClearOnFix({ subscribe, trigger }, registerMutation);

  const onSubmit = handleSubmit((values) =>
    registerMutation.mutate(values, {
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <>
      <AuthCardHeader
        title={t('auth.registration.title')}
        description={t('auth.registration.subtitle')}
      />
      <form
        noValidate
        aria-label={t('auth.registration.title')}
        data-testid="registration-form"
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        <FormError error={registerMutation.error} />
        <PersonNameFields control={control} />
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          isRequired
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('auth.fields.phone')}
          description={t('auth.fields.phoneHint')}
        />
        <NewPasswordFields control={control} passwordLabelKey="auth.fields.password" />
        <Button
          type="submit"
          size="lg"
          isFullWidth
          isLoading={registerMutation.isPending}
          data-testid="registration-submit"
        >
          {t('auth.registration.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.registration.haveAccount')}{' '}
        <TextLink to="/login">{t('auth.registration.toLogin')}</TextLink>
      </p>
    </>
  );
}
