import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { passwordChangeRequestSchema } from '@hotel/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { FormPasswordField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { useChangePasswordMutation } from '@/features/auth/api/change-password';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const changeMutation = useChangePasswordMutation();
  const { control, handleSubmit, setError, reset, subscribe, trigger } = useForm({
    resolver: schemaResolver(passwordChangeRequestSchema),
    defaultValues: EMPTY,
  });
  useErrorsClearOnFix({ subscribe, trigger }, changeMutation);

  const onSubmit = handleSubmit((values) =>
    changeMutation.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast.success(t('auth.profile.passwordChanged'));
      },
      onError: (error) => applyServerIssues(error, setError, Object.keys(EMPTY)),
    }),
  );

  return (
    <Card aria-labelledby="profile-password-title">
      <CardHeader
        titleId="profile-password-title"
        icon={<KeyRound aria-hidden className="size-5" />}
        title={t('auth.profile.passwordTitle')}
        description={t('auth.profile.passwordDescription')}
      />
      <CardBody>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormError error={changeMutation.error} />
          <FormPasswordField
            control={control}
            name="currentPassword"
            autoComplete="current-password"
            label={t('auth.fields.currentPassword')}
            isRequired
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields control={control} />
          </div>
          <div className="flex justify-end">
            <Button type="submit" isLoading={changeMutation.isPending}>
              {t('auth.profile.changePassword')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
