import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { profileUpdateRequestSchema } from '@hotel/shared/contracts/auth';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PersonNameFields } from '@/features/auth/components/person-name-fields';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { useUpdateProfileMutation } from '@/features/auth/api/update-profile';
import { schemaResolver } from '@/lib/form-resolver';

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const updateMutation = useUpdateProfileMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: schemaResolver(profileUpdateRequestSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  });

  const onSubmit = handleSubmit((values) =>
    updateMutation.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
        toast.success(t('auth.profile.detailsSaved'));
      },
      onError: (error) => applyServerIssues(error, setError, ['firstName', 'lastName', 'phone']),
    }),
  );

  return (
    <Card aria-labelledby="profile-details-title">
      <CardHeader
        titleId="profile-details-title"
        icon={<UserRound aria-hidden className="size-5" />}
        title={t('auth.profile.detailsTitle')}
        description={t('auth.profile.detailsDescription')}
      />
      <CardBody>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormError error={updateMutation.error} />
          <PersonNameFields control={control} />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            autoComplete="tel"
            label={t('auth.fields.phone')}
            description={t('auth.fields.phoneHint')}
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              isLoading={updateMutation.isPending}
              isDisabled={!formState.isDirty}
            >
              {t('app.common.save')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
