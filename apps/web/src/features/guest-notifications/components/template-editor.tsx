import { useMemo, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@hotel/shared/contracts/guest-notifications';
import {
  NOTIFICATION_MESSAGES,
  type NotificationMessage,
  type TemplateVariable,
} from '@hotel/shared/guest-notifications';
import { LANGUAGES, type Language } from '@hotel/shared/i18n/languages';
import { Select } from '@/components/ui/select';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { toErrorBody } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTemplatePreview, type TemplatePreviewInput } from '../api/preview-template';
import {
  TEMPLATE_FIELDS,
  type NotificationSettingsValues,
  type TemplateField,
} from './settings-form-values';
import { TemplateFields, type TemplateCursor } from './template-fields';
import { TemplatePreview } from './template-preview';
import { TemplateVariables } from './template-variables';

/** How long typing pauses before the preview asks the server: one render per pause. */
const PREVIEW_PAUSE_MS = 500;

type Form = Pick<UseFormReturn<NotificationSettingsValues>, 'control' | 'getValues' | 'setValue'>;

/** The preview's refusal of a field (`template.body` → body), and what is left for the panel. */
function previewErrorsOf(error: unknown): {
  fields: Partial<Record<TemplateField, string>>;
  general: string | null;
} {
  if (!error) return { fields: {}, general: null };
  const body = toErrorBody(error);
  const fields: Partial<Record<TemplateField, string>> = {};
  for (const issue of body.issues ?? []) {
    const field = issue.path.split('.').at(-1) as TemplateField;
    if (TEMPLATE_FIELDS.includes(field)) fields[field] ??= issue.message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : body.message };
}

function useLivePreview(
  control: Form['control'],
  message: NotificationMessage,
  language: Language,
) {
  const template = useWatch({ control, name: `templates.${message}.${language}` });
  // As text: a new object every render would restart the pause for ever.
  const typed = JSON.stringify({ message, language, template: template as MessageTemplate });
  const debounced = useDebouncedValue(typed, PREVIEW_PAUSE_MS);
  const input = useMemo(() => JSON.parse(debounced) as TemplatePreviewInput, [debounced]);
  const query = useTemplatePreview(input);
  const isOutdated = input.message !== message || input.language !== language;
  return {
    preview: isOutdated ? undefined : query.data,
    isLoading: query.isFetching || isOutdated,
    errors: previewErrorsOf(query.error),
  };
}

/** Pick a message and a language, edit its email and SMS, and see it as the guest would. */
/** Which template the editor shows; the form moves it to a refused field on save. */
export interface TemplateSelection {
  message: NotificationMessage;
  language: Language;
}

/** The template of the first field error (`templates.check_in.en.body`), if any is one. */
export function templateOfPath(path: string): TemplateSelection | null {
  const [root, message, language] = path.split('.');
  if (root !== 'templates') return null;
  if (!NOTIFICATION_MESSAGES.includes(message as NotificationMessage)) return null;
  if (!LANGUAGES.includes(language as Language)) return null;
  return { message: message as NotificationMessage, language: language as Language };
}

export function TemplateEditor({
  form,
  selection,
  onSelect,
}: {
  form: Form;
  selection: TemplateSelection;
  onSelect: (selection: TemplateSelection) => void;
}) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = form;
  const { message, language } = selection;
  const cursor = useRef<TemplateCursor | null>(null);
  const preview = useLivePreview(control, message, language);

  const onInsert = (variable: TemplateVariable) => {
    const target = cursor.current ?? {
      name: `templates.${message}.${language}.body` as const,
      element: null,
    };
    const current = String(getValues(target.name) ?? '');
    const start = target.element?.selectionStart ?? current.length;
    const end = target.element?.selectionEnd ?? current.length;
    const snippet = `{{ ${variable} }}`;
    setValue(target.name, current.slice(0, start) + snippet + current.slice(end), {
      shouldDirty: true,
    });
    const element = target.element;
    if (element) {
      // After React wrote the new value: the caret goes behind the inserted variable.
      requestAnimationFrame(() => {
        element.focus();
        element.setSelectionRange(start + snippet.length, start + snippet.length);
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t('guestNotifications.templates.message')}
        options={NOTIFICATION_MESSAGES.map((id) => ({ id, label: t(`notificationMessage.${id}`) }))}
        value={message}
        onChange={(value) => {
          onSelect({ message: value as NotificationMessage, language });
          cursor.current = null;
        }}
        className="sm:max-w-xs"
        data-testid="template-message"
      />
      <Tabs
        selectedKey={language}
        onSelectionChange={(key: Key) => {
          onSelect({ message, language: key as Language });
          cursor.current = null;
        }}
      >
        <TabList aria-label={t('guestNotifications.templates.language')}>
          {LANGUAGES.map((item) => (
            <Tab key={item} id={item} data-testid={`template-language-${item}`}>
              {t(`guestNotifications.languages.${item}`)}
            </Tab>
          ))}
        </TabList>
        {LANGUAGES.map((item) => (
          <TabPanel key={item} id={item}>
            <div className="grid gap-5 lg:grid-cols-2">
              <div className="flex flex-col gap-4">
                <TemplateFields
                  control={control}
                  base={`templates.${message}.${item}`}
                  previewErrors={preview.errors.fields}
                  onCursor={(next) => (cursor.current = next)}
                />
                <TemplateVariables onInsert={onInsert} />
              </div>
              <TemplatePreview
                preview={preview.preview}
                isLoading={preview.isLoading}
                error={preview.errors.general}
              />
            </div>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
