import { CheckCircle2, PlugZap, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useTestPlatformSoapMutation } from '../api/test-platform-soap';

/**
 * "Test connection": calls the stored account (not the form's unsaved values) and shows the
 * service's answer or the reason it gave none, announced to screen readers.
 */
export function SoapTestButton({ isConfigured }: { isConfigured: boolean }) {
  const { t } = useTranslation();
  const mutation = useTestPlatformSoapMutation();
  const result = mutation.data;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Button
        variant="secondary"
        onPress={() => mutation.mutate()}
        isLoading={mutation.isPending}
        isDisabled={!isConfigured}
        data-testid="soap-test"
      >
        <PlugZap aria-hidden className="size-4" />
        {t('adminPlatform.soap.test')}
      </Button>
      <div aria-live="polite" className="min-w-0 flex-1 text-sm" data-testid="soap-test-result">
        {mutation.isPending && (
          <span className="text-slate-600">{t('adminPlatform.soap.testing')}</span>
        )}
        {!mutation.isPending && result?.ok === true && (
          <p className="flex items-start gap-2 text-emerald-800">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{result.answer}</span>
          </p>
        )}
        {!mutation.isPending && result?.ok === false && (
          <p className="flex items-start gap-2 text-red-700">
            <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{result.error}</span>
          </p>
        )}
        {!mutation.isPending && mutation.isError && (
          <p className="flex items-start gap-2 text-red-700">
            <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{errorMessage(mutation.error)}</span>
          </p>
        )}
        {!isConfigured && !mutation.data && (
          <span className="text-slate-600">{t('adminPlatform.soap.testNeedsAccount')}</span>
        )}
      </div>
    </div>
  );
}
