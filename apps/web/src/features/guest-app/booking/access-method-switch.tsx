import { KeyRound, Smartphone } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessMethod } from '@hotel/shared/locks';
import { Spinner } from '@/components/ui/spinner';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useSwitchAccessMethod } from '@/features/guest-app/api/door-calls';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';

const METHODS = [
  { method: 'code', Icon: KeyRound },
  { method: 'app', Icon: Smartphone },
] as const satisfies readonly { method: AccessMethod; Icon: unknown }[];

/**
 * How the guest gets in: the door code (the app opens too), or the app only, which switches
 * the keypad code off at the lock. Native radios, so arrows and space work as everywhere.
 */
export function AccessMethodSwitch({
  config,
  bookingId,
  method,
}: {
  config: GuestAppConfig;
  bookingId: string;
  method: AccessMethod;
}) {
  const { t } = useTranslation();
  const name = useId();
  const hintId = useId();
  const change = useSwitchAccessMethod(config, bookingId);
  const shown = (change.isPending ? change.variables : undefined) ?? method;
  return (
    <fieldset className="mt-4 border-t border-slate-200 pt-4" aria-describedby={hintId}>
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        {t('guestApp.doors.method.title')}
        {change.isPending && <Spinner size="sm" label={t('guestApp.doors.method.saving')} />}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {METHODS.map(({ method: option, Icon }) => (
          <label
            key={option}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold',
              'has-focus-visible:ring-2 has-focus-visible:ring-slate-900 has-focus-visible:ring-offset-2',
              shown === option
                ? 'border-transparent bg-(color:--guest-accent) text-(color:--guest-accent-text)'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={shown === option}
              disabled={change.isPending}
              onChange={() => change.mutate(option)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4 shrink-0" />
            {t(`guestApp.doors.method.${option}`)}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {t(`guestApp.doors.method.${shown}Hint`)}
      </p>
      {change.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {apiErrorText(change.error)}
        </p>
      )}
    </fieldset>
  );
}
