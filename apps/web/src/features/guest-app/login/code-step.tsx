import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_LOGIN_CODE_LENGTH } from '@hotel/shared/guest-app';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { saveGuestToken } from '@/lib/guest-session';
import { navigateTo } from '@/lib/navigation';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { requestLoginCode, verifyLoginCode } from '@/features/guest-app/api/login-calls';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestTextField } from '@/features/guest-app/components/guest-text-field';
import { forgetStoredBookings } from '@/features/guest-app/offline/stored-bookings';
import type { SentCode } from '@/features/guest-app/login/sent-code';
import { useSecondsLeft } from '@/features/guest-app/login/use-seconds-left';

const CODE_PATTERN = new RegExp(`^\\d{${GUEST_LOGIN_CODE_LENGTH}}$`);

/** Step 2: the six-digit code from the SMS; a new one once the server's wait is over. */
export function CodeStep({
  config,
  hotel,
  sent,
  onResent,
  onChangeNumber,
}: {
  config: GuestAppConfig;
  /** The hotel segment of the guest-app paths (symbol code or id), for the home page. */
  hotel: string;
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [isResent, setIsResent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resendSeconds = useSecondsLeft(sent.sentAt + sent.resendAfterSeconds * 1000);

  useEffect(() => inputRef.current?.focus(), [sent.sentAt]);

  const verify = useMutation({
    mutationFn: (value: string) => verifyLoginCode(config._id, sent.guest, value),
    onSuccess: async ({ token }) => {
      // A shared phone: the door codes stored for whoever used it before go before anyone signs in.
      forgetStoredBookings();
      saveGuestToken(token);
      await navigateTo(`/guest_app/${encodeURIComponent(hotel)}`, { replace: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => requestLoginCode(config._id, sent.mobile),
    onSuccess: (answer) => {
      verify.reset();
      setCode('');
      setIsResent(true);
      onResent({ ...answer, mobile: sent.mobile, sentAt: Date.now() });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setFormatError(t('guestApp.login.codeFormat'));
      return;
    }
    setFormatError(null);
    setIsResent(false);
    resend.reset();
    verify.mutate(code);
  };

  const failure = verify.error ?? resend.error;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {t('guestApp.login.codeIntro', {
          mobile: sent.maskedMobile,
          minutes: Math.round(sent.codeValidSeconds / 60),
        })}
      </p>
      <GuestTextField
        ref={inputRef}
        label={t('guestApp.login.codeLabel')}
        hint={t('guestApp.login.codeHint')}
        error={formatError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={GUEST_LOGIN_CODE_LENGTH}
        value={code}
        // Pasted "123 456" or "123-456" still counts: only the digits are kept.
        onChange={(event) =>
          setCode(event.target.value.replace(/\D/g, '').slice(0, GUEST_LOGIN_CODE_LENGTH))
        }
        inputClassName="text-center font-mono text-2xl! tracking-[0.4em]"
      />
      {failure && !formatError && <Alert tone="error">{apiErrorText(failure)}</Alert>}
      {isResent && !failure && <Alert tone="success">{t('guestApp.login.resent')}</Alert>}
      <button
        type="submit"
        disabled={verify.isPending || verify.isSuccess}
        aria-busy={verify.isPending || undefined}
        className={guestButtonClasses('accent', { size: 'lg', isFullWidth: true })}
      >
        {verify.isPending && <Spinner size="sm" className="text-current" />}
        {t('guestApp.login.verify')}
      </button>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <button
          type="button"
          disabled={resendSeconds > 0 || resend.isPending}
          onClick={() => resend.mutate()}
          className={guestButtonClasses('secondary')}
        >
          {resendSeconds > 0
            ? t('guestApp.login.resendIn', { seconds: resendSeconds })
            : t('guestApp.login.resend')}
        </button>
        <button type="button" onClick={onChangeNumber} className={guestButtonClasses('ghost')}>
          {t('guestApp.login.changeNumber')}
        </button>
      </div>
    </form>
  );
}
