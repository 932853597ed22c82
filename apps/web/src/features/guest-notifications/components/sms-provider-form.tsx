import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  smsProviderInputSchema,
  type NotificationSettingsResponse,
} from '@hotel/shared/contracts/guest-notifications';
import { SMS_PROVIDERS, type SmsProvider } from '@hotel/shared/guest-notifications';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { TextField } from '@/components/ui/text-field';
import { toErrorBody } from '@/lib/api-error';
import { useSaveSmsProviderMutation, type SmsProviderInput } from '../api/save-sms-provider';

type Fields = { apiKey: string; signingSecret: string; accountSid: string; authToken: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

function toInput(provider: SmsProvider, fields: Fields): SmsProviderInput {
  if (provider === 'seven') {
    return { provider, apiKey: fields.apiKey, signingSecret: fields.signingSecret };
  }
  if (provider === 'twilio') {
    return { provider, accountSid: fields.accountSid, authToken: fields.authToken };
  }
  return { provider };
}

/** The address to paste at the provider, with a copy button (the clipboard may be refused). */
function WebhookAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      toast.error(t('guestNotifications.provider.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700" id="sms-webhook-label">
        {t('guestNotifications.provider.webhook')}
      </span>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-labelledby="sms-webhook-label"
          data-testid="sms-webhook-url"
          className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-xs break-all text-slate-800"
        >
          {url}
        </code>
        <Button size="sm" variant="secondary" onPress={() => void onCopy()}>
          {isCopied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {isCopied
            ? t('guestNotifications.provider.copied')
            : t('guestNotifications.provider.copy')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t('guestNotifications.provider.webhookHint')}</p>
    </div>
  );
}

/**
 * Which service sends the SMS, with its credentials. Saved on its own: secrets go to the server
 * once and never come back, only "configured, ends with …1234".
 */
export function SmsProviderForm({ settings }: { settings: NotificationSettingsResponse }) {
  const { t } = useTranslation();
  const mutation = useSaveSmsProviderMutation();
  const saved = settings.gateways.sms;
  const [provider, setProvider] = useState<SmsProvider>(saved);
  const [fields, setFields] = useState<Fields>({
    apiKey: '',
    signingSecret: '',
    accountSid: settings.smsCredentials.accountSid ?? '',
    authToken: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const credentials = settings.smsCredentials;
  const isSavedProvider = provider === saved && saved !== 'outbox';

  const setField = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    mutation.reset();
  };

  const onSave = () => {
    const parsed = smsProviderInputSchema.safeParse(toInput(provider, fields));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), t(issue.message)]),
        ),
      );
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setFields((current) => ({ ...current, apiKey: '', signingSecret: '', authToken: '' }));
        toast.success(t('guestNotifications.provider.saved'));
      },
      onError: (error) =>
        setErrors(
          Object.fromEntries(
            (toErrorBody(error).issues ?? []).map((issue) => [issue.path, issue.message]),
          ),
        ),
    });
  };

  const keptHint = (kind: 'apiKey' | 'authToken') =>
    isSavedProvider && credentials.configured
      ? credentials.last4
        ? t('guestNotifications.provider.configuredLast4', { last4: credentials.last4 })
        : t('guestNotifications.provider.configured')
      : kind === 'apiKey'
        ? t('guestNotifications.provider.apiKeyHint')
        : t('guestNotifications.provider.authTokenHint');

  return (
    <div className="flex flex-col gap-4" data-testid="sms-provider-form">
      <RadioCardGroup
        label={t('guestNotifications.provider.label')}
        name="sms-provider"
        value={provider}
        onChange={(value) => {
          setProvider(value as SmsProvider);
          setErrors({});
          mutation.reset();
        }}
        options={SMS_PROVIDERS.map((id) => ({
          id,
          label: t(`guestNotifications.provider.${id}.label`),
          description: t(`guestNotifications.provider.${id}.description`),
        }))}
      />
      {provider === 'seven' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('guestNotifications.provider.apiKey')}
            type="password"
            autoComplete="off"
            value={fields.apiKey}
            onChange={setField('apiKey')}
            description={keptHint('apiKey')}
            errorMessage={errors.apiKey}
          />
          <TextField
            label={t('guestNotifications.provider.signingSecret')}
            type="password"
            autoComplete="off"
            value={fields.signingSecret}
            onChange={setField('signingSecret')}
            description={t('guestNotifications.provider.signingSecretHint')}
            errorMessage={errors.signingSecret}
          />
        </div>
      )}
      {provider === 'twilio' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('guestNotifications.provider.accountSid')}
            autoComplete="off"
            value={fields.accountSid}
            onChange={setField('accountSid')}
            errorMessage={errors.accountSid}
            isRequired
          />
          <TextField
            label={t('guestNotifications.provider.authToken')}
            type="password"
            autoComplete="off"
            value={fields.authToken}
            onChange={setField('authToken')}
            description={keptHint('authToken')}
            errorMessage={errors.authToken}
          />
        </div>
      )}
      {saved !== 'outbox' && settings.smsWebhookUrl && (
        <WebhookAddress url={settings.smsWebhookUrl} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <FormError
          error={Object.keys(errors).length > 0 ? null : mutation.error}
          className="sm:flex-1"
        />
        <Button
          variant="secondary"
          isLoading={mutation.isPending}
          onPress={onSave}
          data-testid="sms-provider-save"
        >
          {t('guestNotifications.provider.save')}
        </Button>
      </div>
    </div>
  );
}
