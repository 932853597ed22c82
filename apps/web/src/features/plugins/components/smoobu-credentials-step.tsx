import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MAX_SMOOBU_KEY_LENGTH } from '@hotel/shared/contracts/smoobu';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useCheckSmoobuKeyMutation } from '../api/check-smoobu-key';
import { useSaveSmoobuCredentialsMutation } from '../api/save-smoobu-credentials';
import type { SmoobuPluginState } from '../api/smoobu-plugin';

/**
 * Step 1: the API key. "Check key" asks Smoobu whose key it is without storing it; saving
 * checks it again at the API and stores it encrypted. A stored key is never shown, only its end.
 */
export function SmoobuCredentialsStep({
  plugin,
  onDone,
}: {
  plugin: SmoobuPluginState;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [apiKey, setApiKey] = useState('');
  const [isKeyMissing, setIsKeyMissing] = useState(false);
  const check = useCheckSmoobuKeyMutation();
  const save = useSaveSmoobuCredentialsMutation();
  const typedKey = apiKey.trim();
  const isStored = plugin.api_key.configured;

  const onKeyChange = (value: string) => {
    setApiKey(value);
    setIsKeyMissing(false);
    check.reset();
    save.reset();
  };
  const onCheck = () => {
    if (!typedKey) return setIsKeyMissing(true);
    check.mutate(typedKey);
  };
  const onSave = () => {
    if (!typedKey) {
      if (isStored) return onDone();
      return setIsKeyMissing(true);
    }
    save.mutate(typedKey, {
      onSuccess: () => {
        setApiKey('');
        check.reset();
        toast.success(t('plugins.smoobu.credentials.saved'));
        onDone();
      },
    });
  };

  return (
    <div className="flex flex-col gap-5" data-testid="smoobu-credentials-step">
      {/* Without a key (the quick start has none) the page says plainly that nothing syncs. */}
      {isStored ? (
        <p className="text-sm text-slate-700" data-testid="smoobu-key-status">
          {t('plugins.smoobu.credentials.stored', { last4: plugin.api_key.last4 ?? '' })}
        </p>
      ) : (
        <Alert tone="info" title={t('plugins.smoobu.credentials.accountTitle')}>
          {t('plugins.smoobu.credentials.accountText')}
        </Alert>
      )}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField
          className="sm:max-w-lg"
          label={t(
            isStored ? 'plugins.smoobu.credentials.newKey' : 'plugins.smoobu.credentials.key',
          )}
          description={t('plugins.smoobu.credentials.keyHint')}
          type="password"
          autoComplete="off"
          maxLength={MAX_SMOOBU_KEY_LENGTH}
          value={apiKey}
          onChange={onKeyChange}
          isRequired={!isStored}
          errorMessage={isKeyMissing ? t('validation.smoobuApiKeyRequired') : undefined}
          data-testid="smoobu-key-input"
        />
        {check.data && (
          <Alert tone="success" data-testid="smoobu-check-result">
            {t('plugins.smoobu.credentials.checkOk', {
              name: check.data.name,
              email: check.data.email,
            })}
          </Alert>
        )}
        {(check.error ?? save.error) && (
          <Alert tone="error" data-testid="smoobu-check-error">
            {errorMessage(check.error ?? save.error)}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onPress={onCheck}
            isLoading={check.isPending}
            data-testid="smoobu-check"
          >
            {t('plugins.smoobu.credentials.check')}
          </Button>
          <Button type="submit" isLoading={save.isPending} data-testid="smoobu-save-key">
            {t(
              typedKey || !isStored
                ? 'plugins.smoobu.credentials.saveAndNext'
                : 'plugins.smoobu.next',
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
