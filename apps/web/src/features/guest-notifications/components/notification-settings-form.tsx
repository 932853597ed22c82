import { useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type {
  NotificationSettings,
  NotificationSettingsResponse,
} from '@hotel/shared/contracts/guest-notifications';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { toErrorBody } from '@/lib/api-error';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useSaveNotificationSettingsMutation } from '../api/save-notification-settings';
import { ChannelFields } from './channel-fields';
import { DeliveryFields } from './delivery-fields';
import {
  fieldOfIssuePath,
  SETTINGS_FIELDS,
  settingsFormSchema,
  toFormValues,
  type NotificationSettingsValues,
} from './settings-form-values';
import { SmsProviderForm } from './sms-provider-form';
import { TemplateEditor, templateOfPath, type TemplateSelection } from './template-editor';
import { TestModeMessages } from './test-mode-messages';

/** The dotted paths of a form's errors (`templates.check_in.en.sms`). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!error || typeof error !== 'object') return [];
    if ('type' in error && typeof error.type === 'string') return [path];
    return errorPaths(error as FieldErrors, path);
  });
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 px-4 py-5 sm:px-6">
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Channels, timing, templates: one form with one Save; the SMS provider saves on its own. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettingsResponse }) {
  const { t } = useTranslation();
  const mutation = useSaveNotificationSettingsMutation();
  const form = useForm<NotificationSettingsValues>({
    // The resolver's output is the parsed request (hours as a number, countries as a list).
    resolver: schemaResolver(settingsFormSchema) as never,
    defaultValues: toFormValues(settings),
  });
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger } = form;
  useErrorsClearOnFix({ subscribe, trigger }, mutation);
  const [selection, setSelection] = useState<TemplateSelection>({
    message: 'check_in',
    language: 'de',
  });
  /** A refused template may be another message or language than the one shown: show it. */
  const showTemplateOf = (paths: string[]) => {
    const refused = paths.map(templateOfPath).find(Boolean);
    if (refused) setSelection(refused);
  };
  const isTestMode = settings.gateways.email === 'outbox' || settings.gateways.sms === 'outbox';

  const onSubmit = handleSubmit(
    (values) =>
      mutation.mutate(values as unknown as NotificationSettings, {
        onSuccess: (saved) => {
          reset(toFormValues(saved));
          toast.success(t('guestNotifications.saved'));
        },
        onError: (error) => {
          const paths = (toErrorBody(error).issues ?? []).map((issue) => issue.path);
          const fieldOfPath = Object.fromEntries(
            paths.map((path) => [path, fieldOfIssuePath(path)]),
          ) as Record<string, 'allowedCountries'>;
          applyServerIssues(error, setError, SETTINGS_FIELDS, fieldOfPath);
          showTemplateOf(paths);
        },
      }),
    (errors) => showTemplateOf(errorPaths(errors)),
  );

  return (
    <div className="flex flex-col gap-5">
      <BorderedContainer className="p-0! sm:p-0!">
        <form noValidate onSubmit={onSubmit} data-testid="notification-settings-form">
          <div className="divide-y divide-slate-100">
            <Section id="channels-title" title={t('guestNotifications.channels.title')}>
              <ChannelFields control={control} settings={settings} />
            </Section>
            <Section id="delivery-title" title={t('guestNotifications.delivery.title')}>
              <DeliveryFields control={control} />
            </Section>
            <Section
              id="templates-title"
              title={t('guestNotifications.templates.title')}
              description={t('guestNotifications.templates.subtitle')}
            >
              <TemplateEditor form={form} selection={selection} onSelect={setSelection} />
            </Section>
          </div>
          <FormSaveBar
            error={mutation.error}
            isDirty={formState.isDirty}
            isPending={mutation.isPending}
            onDiscard={() => reset()}
            discardLabel={t('guestNotifications.discard')}
            saveTestId="notification-settings-save"
          />
        </form>
      </BorderedContainer>
      <BorderedContainer className="p-0! sm:p-0!">
        <Section
          id="sms-provider-title"
          title={t('guestNotifications.provider.title')}
          description={t('guestNotifications.provider.subtitle')}
        >
          <SmsProviderForm settings={settings} />
        </Section>
      </BorderedContainer>
      {isTestMode && (
        <BorderedContainer className="p-0! sm:p-0!">
          <Section
            id="test-mode-title"
            title={t('guestNotifications.testMode.title')}
            description={t('guestNotifications.testMode.subtitle')}
          >
            <TestModeMessages />
          </Section>
        </BorderedContainer>
      )}
    </div>
  );
}
