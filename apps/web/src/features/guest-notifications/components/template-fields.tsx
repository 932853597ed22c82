import { useId, type FocusEvent } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/form-errors';
import type { NotificationSettingsValues, TemplateField } from './settings-form-values';
import { SmsCounter } from './sms-counter';

type FormControl = Control<NotificationSettingsValues>;

/** Where a variable goes when one is picked: the field and its element, with the caret. */
export interface TemplateCursor {
  name: FieldPath<NotificationSettingsValues>;
  element: HTMLInputElement | HTMLTextAreaElement;
}

/** One field of a template; a preview's refusal (unknown variable) shows on it like its own. */
function TemplateInput({
  control,
  name,
  field: kind,
  previewError,
  onCursor,
}: {
  control: FormControl;
  name: `templates.${string}.${string}.${TemplateField}`;
  field: TemplateField;
  previewError: string | undefined;
  onCursor: (cursor: TemplateCursor) => void;
}) {
  const { t } = useTranslation();
  const path = name as FieldPath<NotificationSettingsValues>;
  const { field, fieldState } = useController({ control, name: path });
  const value = field.value as string;
  const counterId = useId();
  const common = {
    name: field.name,
    value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    onFocus: (event: FocusEvent<Element>) =>
      onCursor({ name: path, element: event.target as HTMLInputElement | HTMLTextAreaElement }),
    label: t(`guestNotifications.templates.${kind}`),
    errorMessage: fieldErrorText(t, fieldState.error) ?? previewError,
    'data-testid': `template-${kind}`,
  };
  if (kind === 'subject') return <TextField {...common} />;
  return (
    <div className="flex flex-col gap-1">
      <TextArea
        {...common}
        rows={kind === 'body' ? 10 : 4}
        // The length is read out with the field, not only seen below it.
        aria-describedby={kind === 'sms' ? counterId : undefined}
      />
      {kind === 'sms' && <SmsCounter text={value} id={counterId} />}
    </div>
  );
}

/** Subject and body of the email, and the SMS text, of one message in one language. */
export function TemplateFields({
  control,
  base,
  previewErrors,
  onCursor,
}: {
  control: FormControl;
  base: `templates.${string}.${string}`;
  previewErrors: Partial<Record<TemplateField, string>>;
  onCursor: (cursor: TemplateCursor) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {(['subject', 'body', 'sms'] as const).map((kind) => (
        <TemplateInput
          key={`${base}.${kind}`}
          control={control}
          name={`${base}.${kind}`}
          field={kind}
          previewError={previewErrors[kind]}
          onCursor={onCursor}
        />
      ))}
    </div>
  );
}
