import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmationUpdateRequestSchema } from '@hotel/shared/contracts/auth';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { errorMessage } from '@/lib/api-error';
import { applyServerIssues } from '@/lib/form-errors';
import { useUpdateEmailMutation } from '@/features/auth/api/update-email';
import { schemaResolver } from '@/lib/form-resolver';

/** The email changes only after the new address is confirmed through the emailed link. */
export function EmailChangeForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const changeMutation = useUpdateEmailMutation();
  const resendMutation = useUpdateEmailMutation();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: schemaResolver(confirmationUpdateRequestSchema),
    defaultValues: { email: '' },
  });
  const addressAwaitingConfirmation =
    user.pendingEmail ?? (user.emailConfirmed ? null : user.email);

  const onResend = () => {
    if (!addressAwaitingConfirmation) return;
    resendMutation.mutate(
      { email: addressAwaitingConfirmation },
      {
        onSuccess: () =>
          toast.success(t('auth.profile.linkSent', { email: addressAwaitingConfirmation })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const onSubmit = handleSubmit((values) =>
    changeMutation.mutate(values, {
      onSuccess: () => {
        reset({ email: '' });
        toast.success(t('auth.profile.linkSent', { email: values.email }));
      },
      onError: (error) => applyServerIssues(error, setError, ['email']),
    }),
  );

  return (
    <Card aria-labelledby="profile-email-title">
      <CardHeader
        titleId="profile-email-title"
        icon={<Mail aria-hidden className="size-5" />}
        title={t('auth.profile.emailTitle')}
        description={t('auth.profile.currentEmail', { email: user.email })}
      />
      <CardBody className="flex flex-col gap-4">
        {addressAwaitingConfirmation && (
          <Alert
            tone="warning"
            data-testid="pending-email-notice"
            title={
              user.pendingEmail
                ? t('auth.profile.pendingTitle', { email: user.pendingEmail })
                : t('auth.profile.unconfirmedTitle')
            }
            actions={
              <Button
                size="sm"
                variant="secondary"
                onPress={onResend}
                isLoading={resendMutation.isPending}
              >
                {t('auth.profile.resend')}
              </Button>
            }
          >
            {t('auth.profile.pendingText')}
          </Alert>
        )}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormError error={changeMutation.error} />
          <FormTextField
            control={control}
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.profile.newEmail')}
            isRequired
          />
          <div className="flex justify-end">
            <Button type="submit" isLoading={changeMutation.isPending}>
              {t('auth.profile.changeEmail')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
