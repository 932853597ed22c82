import { useEffect, useState } from 'react';

/**
 * Whether a phone number is valid (spec: the guest app shows the hotel phone only then). The check
 * needs libphonenumber's metadata, about 30 KB gzip: it loads after the first screen, so the
 * footer's phone line appears a moment later instead of holding up the whole app.
 */
export function useIsValidPhone(phone: string): boolean {
  const [validPhone, setValidPhone] = useState<string | null>(null);
  useEffect(() => {
    if (!phone) return;
    let isCurrent = true;
    void import('@hotel/shared/phone').then(({ phoneIssueKey }) => {
      if (isCurrent && phoneIssueKey(phone) === null) setValidPhone(phone);
    });
    return () => {
      isCurrent = false;
    };
  }, [phone]);
  return Boolean(phone) && validPhone === phone;
}
