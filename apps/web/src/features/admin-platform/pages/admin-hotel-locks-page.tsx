import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LockSettings } from '@hotel/shared/contracts/locks';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useHotelLockSettings } from '../api/get-hotel-lock-settings';
import { HotelLockSettingsForm } from '../components/hotel-lock-settings-form';
import { HotelLocksList } from '../components/hotel-locks-list';

/** What answers for the hotel's doors now: the provider, and whose bwOnline account. */
function ActiveProvider({ settings }: { settings: LockSettings }) {
  const { t } = useTranslation();
  const source = settings.provider === 'bwOnline' ? settings.bwOnline.source : null;
  return (
    <BorderedContainer>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('adminPlatform.locks.activeTitle')}
      </p>
      <p className="mt-1 text-base font-semibold text-slate-900" data-testid="hotel-locks-provider">
        {t(`adminPlatform.locks.providers.${settings.provider}`)}
        {source && source !== 'none' && (
          <span className="font-normal text-slate-700" data-testid="hotel-locks-source">
            {' · '}
            {t(`adminPlatform.locks.sources.${source}`)}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t(`adminPlatform.locks.providerHints.${settings.provider}`)}
      </p>
    </BorderedContainer>
  );
}

/**
 * `/admin/hotel/{id}/locks`, inside the admin hotel layout (its header and tabs): the hotel's
 * lock provider, its write-only credentials, and its locks.
 */
export function AdminHotelLocksPage() {
  const { t } = useTranslation();
  const params = useParams();
  // The admin hotel layout's route names it `:id` (spec: /admin/hotel/{id}); `:hotelId` reads too.
  const hotelId = params.hotelId ?? params.id ?? '';
  const query = useHotelLockSettings(hotelId);
  return (
    <section aria-labelledby="hotel-locks-title" className="flex flex-col gap-5">
      <div>
        <h2 id="hotel-locks-title" className="text-lg font-semibold text-slate-900">
          {t('adminPlatform.locks.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('adminPlatform.locks.subtitle')}</p>
      </div>
      {query.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        </BorderedContainer>
      )}
      {query.isError && (
        <BorderedContainer>
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        </BorderedContainer>
      )}
      {query.data && (
        <>
          <ActiveProvider settings={query.data} />
          <HotelLockSettingsForm
            key={JSON.stringify(query.data)}
            hotelId={hotelId}
            settings={query.data}
          />
        </>
      )}
      <HotelLocksList hotelId={hotelId} />
    </section>
  );
}
