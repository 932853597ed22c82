import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { requestLoginCode } from '@/features/guest-app/api/login-calls';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestTextField } from '@/features/guest-app/components/guest-text-field';
import type { SentCode } from '@/features/guest-app/login/sent-code';

/** The contract's bound for the number (guestAuthQuerySchema). */
const MAX_MOBILE_LENGTH = 40;

/** Step 1: the mobile number the booking was made with; the server texts a code to it. */
export function MobileStep({
  config,
  initialMobile,
  onCodeSent,
}: {
  config: GuestAppConfig;
  initialMobile: string;
  onCodeSent: (sent: SentCode) => void;
}) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState(initialMobile);
  const [missingError, setMissingError] = useState<string | null>(null);
  const sendCode = useMutation({
    mutationFn: (number: string) => requestLoginCode(config._id, number),
    onSuccess: (answer, number) => onCodeSent({ ...answer, mobile: number, sentAt: Date.now() }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = mobile.trim();
    if (!number) {
      setMissingError(t('guestApp.login.mobileRequired'));
      return;
    }
    setMissingError(null);
    sendCode.mutate(number);
  };

  const error = missingError ?? (sendCode.error ? apiErrorText(sendCode.error) : null);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('guestApp.login.mobileIntro')}</p>
      <GuestTextField
        label={t('guestApp.login.mobileLabel')}
        hint={t('guestApp.login.mobileHint')}
        error={missingError}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={MAX_MOBILE_LENGTH}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      {error && !missingError && <Alert tone="error">{error}</Alert>}
      <button
        type="submit"
        disabled={sendCode.isPending}
        aria-busy={sendCode.isPending || undefined}
        className={guestButtonClasses('accent', { size: 'lg', isFullWidth: true })}
      >
        {sendCode.isPending && <Spinner size="sm" className="text-current" />}
        {t('guestApp.login.sendCode')}
      </button>
    </form>
  );
}
