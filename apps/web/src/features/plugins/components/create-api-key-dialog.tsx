import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_PERMISSIONS,
  apiKeyCreateRequestSchema,
  type ApiKeyCreated,
  type ApiKeyPermission,
} from '@hotel/shared/contracts/api-keys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useCreateApiKeyMutation } from '../api/create-api-key';
import { permissionKey } from './api-text-keys';
import { FormCheckboxList } from './form-checkbox-list';

interface FormValues {
  name: string;
  permissions: ApiKeyPermission[];
}
const FIELDS = ['name', 'permissions'] as const;

/** "New API key": a name to recognise it by and what it may do; `onCreated` gets the key once. */
export function CreateApiKeyDialog({
  isOpen,
  onOpenChange,
  onCreated,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKeyMutation();
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    resolver: schemaResolver(apiKeyCreateRequestSchema) as never,
    defaultValues: { name: '', permissions: [] },
  });

  const close = () => {
    reset();
    create.reset();
    onOpenChange(false);
  };
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        close();
        onCreated(created);
      },
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable
      title={t('apiPlugin.keys.createTitle')}
    >
      <form noValidate onSubmit={onSubmit} data-testid="api-key-form">
        <div className="flex flex-col gap-4 px-5 pt-2 pb-5">
          <p className="text-sm text-slate-600">{t('apiPlugin.keys.createText')}</p>
          <FormTextField
            control={control}
            name="name"
            label={t('apiPlugin.keys.name')}
            description={t('apiPlugin.keys.nameHint')}
            maxLength={100}
            isRequired
            autoFocus
            data-testid="api-key-name"
          />
          <FormCheckboxList
            control={control}
            name="permissions"
            legend={t('apiPlugin.keys.permissions')}
            testIdPrefix="api-key-permission"
            choices={API_KEY_PERMISSIONS.map((permission) => ({
              value: permission,
              label: t(`apiPlugin.permission.${permissionKey(permission)}.label`),
              description: t(`apiPlugin.permission.${permissionKey(permission)}.description`),
            }))}
          />
          <FormError error={create.error} />
        </div>
        <DialogFooter>
          <Button variant="secondary" onPress={close}>
            {t('app.common.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending} data-testid="api-key-submit">
            {t('apiPlugin.keys.createSubmit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
