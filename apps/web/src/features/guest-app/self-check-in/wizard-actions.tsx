import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage, toErrorBody } from '@/lib/api-error';

/** Back and the step's main action, the main one on the right (on top on a phone). */
export function WizardActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button variant="secondary" size="lg" onPress={onBack} data-testid="wizard-back">
          <ArrowLeft aria-hidden className="size-4" />
          {t('selfCheckIn.actions.back')}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}

/**
 * A failed call above the form: the server's translated message, and the issues no field of the
 * form shows (a field's own issue sits at the field).
 */
export function StepError({ error, shownFields = [] }: { error: unknown; shownFields?: string[] }) {
  if (!error) return null;
  const issues = (toErrorBody(error).issues ?? []).filter(
    (issue) => !shownFields.includes(issue.path),
  );
  return (
    <Alert tone="error" data-testid="step-error">
      {errorMessage(error)}
      {issues.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
