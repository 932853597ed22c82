import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Copies a text; says "copied" for two seconds, or that the browser refused. */
export function useCopy() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (id: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(id);
      setTimeout(() => setCopied((current) => (current === id ? null : current)), 2000);
    } catch {
      toast.error(t('plugins.publicPage.address.copyFailed'));
    }
  };
  return { copy, isCopied: (id: string) => copied === id };
}
