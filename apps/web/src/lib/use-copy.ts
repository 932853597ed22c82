import { useState } from 'react';
import { toast } from 'sonner';

/** Copies a text; says "copied" for two seconds, or shows `failedMessage` when the browser refused. */
export function useCopy(failedMessage: string) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (id: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(id);
      setTimeout(() => setCopied((current) => (current === id ? null : current)), 2000);
    } catch {
      toast.error(failedMessage);
    }
  };
  return { copy, isCopied: (id: string) => copied === id };
}
