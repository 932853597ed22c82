import { KeyRound, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { GuestCard } from '@/features/guest-app/components/guest-card';
import { accessCodeReason } from '@/features/guest-app/booking/access-code-reason';
import { CopyCodeButton } from '@/features/guest-app/booking/copy-code-button';

/**
 * The door code, big enough to read at the lock, and the entrance's own code when it has one;
 * without a code, why not (spec §4). A guest who opens from the app has no code: the doors
 * card says how they get in.
 */
export function AccessCodeCard({ booking }: { booking: GuestBooking }) {
  const { t } = useTranslation();
  const code = booking.accessCode;
  const entranceCode = booking.access.entranceCode;
  if (booking.accessMethod === 'app') return null;
  return (
    <GuestCard title={t('guestApp.access.title')}>
      {code ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <KeyRound aria-hidden className="size-7 shrink-0 text-slate-500" />
            <p
              className="min-w-0 font-mono text-4xl font-bold tracking-[0.2em] break-all text-slate-900 sm:text-5xl"
              data-testid="guest-access-code"
            >
              {code}
            </p>
            <CopyCodeButton code={code} />
          </div>
          <p className="text-sm text-slate-600">{t('guestApp.access.hint')}</p>
          {entranceCode && (
            <div className="mt-2 flex items-center gap-3 border-t border-slate-200 pt-3">
              <p className="min-w-0 flex-1 text-sm text-slate-700">
                {t('guestApp.access.entranceCode')}
                <span
                  className="mt-0.5 block font-mono text-2xl font-bold tracking-[0.15em] break-all text-slate-900"
                  data-testid="guest-entrance-code"
                >
                  {entranceCode}
                </span>
              </p>
              <CopyCodeButton code={entranceCode} label={t('guestApp.access.copyEntrance')} />
            </div>
          )}
        </div>
      ) : (
        <p
          className="flex items-start gap-3 text-sm text-slate-700"
          data-testid="guest-access-hidden"
        >
          <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
          {t(`guestApp.access.${accessCodeReason(booking)}`)}
        </p>
      )}
    </GuestCard>
  );
}
