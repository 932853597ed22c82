import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  createAdminUserRequestSchema,
  type AdminUserDetail,
  type CreateAdminUserRequest,
} from '@hotel/shared/contracts/admin-users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, httpStatusOf } from '@/lib/api-error';
import { applyServerIssues, SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useCreateAdminUserMutation } from '../api/create-admin-user';
import { useHotelOptions } from '../api/get-hotel-options';
import { MembershipRows, type CreateUserFormValues } from './membership-rows';
import { userName } from './user-badges';

const DEFAULTS: CreateUserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  superAdmin: false,
  memberships: [],
};

const fieldNamesOf = (rowCount: number) => [
  'firstName',
  'lastName',
  'email',
  'phone',
  'superAdmin',
  'memberships',
  ...Array.from({ length: rowCount }, (_, index) =>
    ['hotelId', 'role', 'userGroupId'].map((field) => `memberships.${index}.${field}`),
  ).flat(),
];

/** Creates a user with memberships; the server emails them a link to choose their password. */
export function CreateUserDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated?: (user: AdminUserDetail) => void;
}) {
  const { t } = useTranslation();
  const hotelsQuery = useHotelOptions({ isEnabled: isOpen });
  const createMutation = useCreateAdminUserMutation();
  const { control, handleSubmit, setError, setValue, reset, getValues } =
    useForm<CreateUserFormValues>({
      resolver: schemaResolver(createAdminUserRequestSchema) as never,
      defaultValues: DEFAULTS,
    });

  const close = () => {
    reset(DEFAULTS);
    createMutation.reset();
    onOpenChange(false);
  };

  const onSubmit = handleSubmit((values) =>
    createMutation.mutate(values as unknown as CreateAdminUserRequest, {
      onSuccess: (user) => {
        toast.success(t('adminUsers.create.created', { name: userName(user) }));
        close();
        onCreated?.(user);
      },
      onError: (error) => {
        // A taken address answers 409 with the field's message: it belongs at the field.
        if (httpStatusOf(error) === 409) {
          setError('email', { type: SERVER_ERROR_TYPE, message: errorMessage(error) });
          return;
        }
        applyServerIssues(error, setError, fieldNamesOf(getValues('memberships').length));
      },
    }),
  );

  const hasFieldError = httpStatusOf(createMutation.error) === 409;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable
      size="lg"
      title={t('adminUsers.create.title')}
    >
      <form noValidate onSubmit={onSubmit} data-testid="create-user-form">
        <div className="flex flex-col gap-4 px-5 pt-2 pb-5">
          <p className="text-sm text-slate-600">{t('adminUsers.create.text')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="firstName"
              label={t('adminUsers.create.firstName')}
              isRequired
              autoFocus
              data-testid="create-user-first-name"
            />
            <FormTextField
              control={control}
              name="lastName"
              label={t('adminUsers.create.lastName')}
              data-testid="create-user-last-name"
            />
          </div>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('adminUsers.create.email')}
            isRequired
            data-testid="create-user-email"
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t('adminUsers.create.phone')}
            data-testid="create-user-phone"
          />
          <FormSwitchField
            control={control}
            name="superAdmin"
            label={t('adminUsers.create.superAdmin')}
            hint={t('adminUsers.create.superAdminHint')}
            data-testid="create-user-super-admin"
          />
          {hotelsQuery.isPending && <Skeleton className="h-10 w-full" />}
          {hotelsQuery.isError && (
            <Alert tone="error" title={t('adminUsers.create.hotelsFailed')}>
              {errorMessage(hotelsQuery.error)}
            </Alert>
          )}
          {hotelsQuery.data && (
            <MembershipRows
              control={control}
              hotels={hotelsQuery.data}
              setGroup={(index, value) => setValue(`memberships.${index}.userGroupId`, value)}
            />
          )}
          {!hasFieldError && <FormError error={createMutation.error} />}
        </div>
        <DialogFooter>
          <Button variant="secondary" onPress={close}>
            {t('app.common.cancel')}
          </Button>
          <Button
            type="submit"
            isLoading={createMutation.isPending}
            data-testid="create-user-submit"
          >
            {t('adminUsers.create.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
