import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Copies a value (the code, the link) and says so for a moment, for screen readers too. */
export function CopyValueButton({
  value,
  label,
  testId,
}: {
  value: string;
  /** What is copied, for the button's name ("Copy access code"). */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          navigator.clipboard
            .writeText(value)
            .then(() => setState('copied'))
            .catch(() => setState('failed'));
        }}
        data-testid={testId}
      >
        {state === 'copied' ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
        {label}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('selfCheckIn.done.copied') : ''}
        {state === 'failed' ? t('selfCheckIn.done.copyFailed') : ''}
      </span>
    </>
  );
}
