import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useProviderLocks } from '../api/get-provider-locks';

/**
 * The locks the provider knows, to take a provider id from instead of typing it. When the
 * provider cannot list them, the id can still be typed.
 */
export function ProviderLockSelect({
  providerId,
  onPick,
}: {
  providerId: string;
  onPick: (lock: { providerId: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const query = useProviderLocks();
  if (query.isPending) return null;
  if (query.error) {
    return (
      <p className="text-xs text-amber-800" data-testid="provider-locks-failed">
        {t('locks.form.providerLocksFailed')}
      </p>
    );
  }
  if (query.data.locks.length === 0) {
    return <p className="text-xs text-slate-500">{t('locks.form.noProviderLocks')}</p>;
  }
  const locks = query.data.locks;
  return (
    <Select
      label={t('locks.form.providerLocks')}
      placeholder={t('locks.form.pickProviderLock')}
      value={locks.some((lock) => lock.providerId === providerId) ? providerId : null}
      onChange={(id) => {
        const lock = locks.find((candidate) => candidate.providerId === id);
        if (lock) onPick(lock);
      }}
      options={locks.map((lock) => ({
        id: lock.providerId,
        label: `${lock.name} (${lock.providerId})`,
      }))}
      data-testid="provider-lock-select"
    />
  );
}
