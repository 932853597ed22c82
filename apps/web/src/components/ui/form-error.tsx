import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { toErrorBody } from '@/lib/api-error';

/** The form-level message of a failed submit: the server's text, already translated. */
export function FormError({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const body = toErrorBody(error);
  return (
    <Alert tone="error" className={className} data-testid="form-error">
      {body.message || t('app.errors.generic')}
    </Alert>
  );
}
