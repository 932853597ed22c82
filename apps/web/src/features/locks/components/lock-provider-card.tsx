import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { LockList } from '@hotel/shared/contracts/locks';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Switch } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-error';
import { useLockSimulator } from '../api/get-lock-simulator';
import { useSetLockSimulatorMutation } from '../api/set-lock-simulator';

/** The simulator's switch that makes every simulated lock fail, so errors can be seen. */
function SimulatorFailureSwitch() {
  const { t } = useTranslation();
  const query = useLockSimulator({ isActive: true });
  const mutation = useSetLockSimulatorMutation();
  const onChange = (failing: boolean) =>
    mutation.mutate(
      { failing },
      {
        onSuccess: () =>
          toast.success(failing ? t('locks.provider.failingOn') : t('locks.provider.failingOff')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <Switch
        isSelected={query.data?.failing ?? false}
        isDisabled={!query.isSuccess || mutation.isPending}
        onChange={onChange}
        data-testid="lock-simulator-failing"
      >
        {t('locks.provider.failing')}
      </Switch>
      <p className="mt-1 text-xs text-slate-500">{t('locks.provider.failingHint')}</p>
      {query.error && <p className="mt-1 text-xs text-red-700">{errorMessage(query.error)}</p>}
    </div>
  );
}

/** Which provider answers for the hotel's locks right now, in a sentence. */
export function LockProviderCard({ provider }: { provider: LockList['provider'] }) {
  const { t } = useTranslation();
  return (
    <BorderedContainer>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('locks.provider.title')}
      </p>
      <p className="mt-1 text-base font-semibold text-slate-900" data-testid="lock-provider">
        {t(`locks.provider.${provider}`)}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">{t(`locks.provider.${provider}Hint`)}</p>
      {provider === 'simulator' && <SimulatorFailureSwitch />}
    </BorderedContainer>
  );
}
