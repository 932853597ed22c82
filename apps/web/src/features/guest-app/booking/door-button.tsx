import { CheckCircle2, DoorClosed } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestDoor } from '@hotel/shared/contracts/locks';
import { Spinner } from '@/components/ui/spinner';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useOpenDoor } from '@/features/guest-app/api/door-calls';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';

/** How long "Door open" stays before the button can be pressed again. */
const OPENED_MS = 5000;

/**
 * One door with its "Open door" button: a spinner while the lock is asked, then "Door open"
 * for a few seconds, or the server's message (not yours, not yet, the lock did not answer).
 */
export function DoorButton({
  config,
  bookingId,
  door,
  isDisabled,
}: {
  config: GuestAppConfig;
  bookingId: string;
  door: GuestDoor;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const open = useOpenDoor(config, bookingId, door);
  const { isSuccess, reset } = open;
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, OPENED_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="guest-door">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <DoorClosed aria-hidden className="size-5 shrink-0 text-slate-500" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-slate-900">{door.name}</span>
          <span className="text-xs text-slate-600">{t(`guestApp.doors.kind.${door.kind}`)}</span>
        </span>
        {isSuccess ? (
          <span className="inline-flex h-11 items-center gap-2 rounded-lg bg-emerald-100 px-4 text-sm font-semibold text-emerald-900">
            <CheckCircle2 aria-hidden className="size-5" />
            {t('guestApp.doors.opened')}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => open.mutate()}
            disabled={isDisabled || open.isPending}
            aria-busy={open.isPending || undefined}
            aria-label={t('guestApp.doors.openNamed', { name: door.name })}
            className={guestButtonClasses('accent', { size: 'md' })}
          >
            {open.isPending && <Spinner size="sm" className="text-current" />}
            {open.isPending ? t('guestApp.doors.opening') : t('guestApp.doors.open')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {isSuccess ? t('guestApp.doors.openedNamed', { name: door.name }) : ''}
      </p>
      {open.error && (
        <p role="alert" className="text-sm text-red-700" data-testid="guest-door-error">
          {apiErrorText(open.error)}
        </p>
      )}
    </li>
  );
}
