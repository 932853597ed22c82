import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';

/** Copies the door code; says so for a moment, to screen readers too. */
export function CopyCodeButton({ code, label }: { code: string; label?: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return (
    <>
      <button
        type="button"
        aria-label={label ?? t('guestApp.access.copy')}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(code)
            .then(() => setIsCopied(true))
            .catch(() => undefined);
        }}
        className={guestButtonClasses('secondary', { size: 'sm' })}
      >
        {isCopied ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
      </button>
      <span role="status" className="sr-only">
        {isCopied ? t('guestApp.access.copied') : ''}
      </span>
    </>
  );
}
