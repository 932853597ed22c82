import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Switch } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useUpdateHotelMutation } from '@/features/hotels/api/update-hotel';
import { hotelToFormValues } from '@/components/hotel-form/hotel-form-values';

const FEATURE_FLAGS = [
  'self_check_in',
  'guestRegistrationRequired',
  'useOnlinePayments',
  'additional_entrance',
  'nine_digit_additional_entrance',
] as const;
type FeatureFlag = (typeof FEATURE_FLAGS)[number];
type Flags = Record<FeatureFlag, boolean>;

function flagsOf(hotel: Hotel): Flags {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, hotel.setting[flag]])) as Flags;
}

export function FeaturesPage() {
  const { t } = useTranslation();
  const hotelQuery = useCurrentHotel();
  return (
    <PageContainer type="settings">
      <PageHeader title={t('hotels.features.title')} description={t('hotels.features.subtitle')} />
      {hotelQuery.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4">
            {FEATURE_FLAGS.map((flag) => (
              <Skeleton key={flag} className="h-12 w-full" />
            ))}
          </div>
        </BorderedContainer>
      )}
      {hotelQuery.isError && (
        <BorderedContainer>
          <FormError error={hotelQuery.error} />
        </BorderedContainer>
      )}
      {hotelQuery.data && <FeaturesForm key={hotelQuery.data._id} hotel={hotelQuery.data} />}
    </PageContainer>
  );
}

function FeaturesForm({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const updateMutation = useUpdateHotelMutation();
  const [saved, setSaved] = useState<Flags>(() => flagsOf(hotel));
  const [flags, setFlags] = useState<Flags>(saved);
  const isDirty = FEATURE_FLAGS.some((flag) => flags[flag] !== saved[flag]);

  function onSave() {
    const values = hotelToFormValues(hotel);
    // The whole hotel goes back unchanged except the flags: PUT /api/hotel/ replaces it.
    updateMutation.mutate(
      { ...values, _id: hotel._id, setting: { ...values.setting, ...flags } },
      {
        onSuccess: (updated) => {
          const next = flagsOf(updated);
          setSaved(next);
          setFlags(next);
          toast.success(t('hotels.features.saved'));
        },
      },
    );
  }

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <ul className="divide-y divide-slate-100" data-testid="features-list">
        {FEATURE_FLAGS.map((flag) => {
          const needsEntrance =
            flag === 'nine_digit_additional_entrance' && !flags.additional_entrance;
          return (
            <li key={flag} className="px-4 py-4 sm:px-6">
              <Switch
                isSelected={flags[flag]}
                isDisabled={needsEntrance}
                onChange={(isSelected) =>
                  setFlags((current) => ({ ...current, [flag]: isSelected }))
                }
                aria-describedby={`feature-${flag}-description`}
                data-testid={`feature-${flag}`}
                className="font-medium text-slate-900 data-disabled:cursor-not-allowed data-disabled:opacity-60"
              >
                {t(`hotels.features.flags.${flag}.label`)}
              </Switch>
              <p id={`feature-${flag}-description`} className="mt-1 ml-11 text-sm text-slate-600">
                {t(`hotels.features.flags.${flag}.description`)}
                {needsEntrance && ` ${t('hotels.features.needsEntrance')}`}
              </p>
            </li>
          );
        })}
      </ul>
      <FormSaveBar
        error={updateMutation.error}
        isDirty={isDirty}
        isPending={updateMutation.isPending}
        onDiscard={() => setFlags(saved)}
        discardLabel={t('hotels.settings.discard')}
        onSave={onSave}
        saveTestId="features-save"
      />
    </BorderedContainer>
  );
}
