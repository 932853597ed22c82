import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { isOwner } from '@hotel/shared/permissions';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-error';
import { applyServerIssues } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useCurrentMembership } from '@/lib/session/use-session';
import { useUpdateHotelMutation } from '@/features/hotels/api/update-hotel';
import { HotelContactFields } from '@/components/hotel-form/hotel-contact-fields';
import { HOTEL_FORM_FIELDS, hotelToFormValues } from '@/components/hotel-form/hotel-form-values';
import { HotelSettingFields } from '@/components/hotel-form/hotel-setting-fields';
import { DeleteHotelSection } from '@/features/hotels/components/delete-hotel-section';
import { PropertyTypeField } from '@/components/hotel-form/property-type-field';
import { SyncPanel } from '@/features/hotels/components/sync-panel';
import { hasSettingErrors, useHotelForm } from '@/components/hotel-form/use-hotel-form';

export function HotelSettingsPage() {
  const { t } = useTranslation();
  const hotelQuery = useCurrentHotel();
  const { data: user } = useCurrentUser();
  const membership = useCurrentMembership();
  const canDelete = user ? isOwner(user, membership) : false;

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('hotels.settings.title')}
        description={hotelQuery.data?.name ?? t('hotels.settings.subtitle')}
      />
      {hotelQuery.isPending && <SettingsSkeleton />}
      {hotelQuery.isError && (
        <BorderedContainer>
          <Alert
            tone="error"
            title={t('app.errors.loadFailed')}
            actions={
              <Button size="sm" variant="secondary" onPress={() => void hotelQuery.refetch()}>
                {t('app.common.retry')}
              </Button>
            }
          >
            {errorMessage(hotelQuery.error)}
          </Alert>
        </BorderedContainer>
      )}
      {hotelQuery.data && <HotelSettingsForm key={hotelQuery.data._id} hotel={hotelQuery.data} />}
      {hotelQuery.data && canDelete && <DeleteHotelSection hotel={hotelQuery.data} />}
    </PageContainer>
  );
}

function HotelSettingsForm({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const [selectedTab, setSelectedTab] = useState<Key>('contacts');
  const updateMutation = useUpdateHotelMutation();
  const { control, handleSubmit, setError, reset, formState } = useHotelForm(
    'update',
    hotelToFormValues(hotel),
    updateMutation,
  );

  const onSubmit = handleSubmit(
    (values) =>
      updateMutation.mutate(
        { ...values, _id: hotel._id },
        {
          onSuccess: (saved) => {
            reset(hotelToFormValues(saved));
            toast.success(t('hotels.settings.saved'));
          },
          onError: (error) => applyServerIssues(error, setError, HOTEL_FORM_FIELDS),
        },
      ),
    // Hidden tabs keep their errors: show the first tab that has one.
    (errors) => {
      if (errors.name || errors.contact) setSelectedTab('contacts');
      else if (hasSettingErrors(errors) || errors.setting) setSelectedTab('settings');
    },
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="hotel-settings-form">
        <Tabs selectedKey={selectedTab} onSelectionChange={setSelectedTab} className="px-4 sm:px-6">
          <TabList aria-label={t('hotels.settings.tabs')} className="pt-2">
            <Tab id="contacts">{t('hotels.settings.contactsTab')}</Tab>
            <Tab id="settings">{t('hotels.settings.settingsTab')}</Tab>
            <Tab id="sync" data-testid="hotel-sync-tab">
              {t('hotels.settings.syncTab')}
            </Tab>
          </TabList>
          <TabPanel id="contacts" className="pb-6">
            <HotelContactFields control={control} showsContactPerson />
          </TabPanel>
          <TabPanel id="settings" className="flex flex-col gap-6 pb-6">
            <PropertyTypeField control={control} />
            <HotelSettingFields control={control} />
          </TabPanel>
          <TabPanel id="sync" className="pb-6">
            <SyncPanel />
          </TabPanel>
        </Tabs>
        <FormSaveBar
          error={updateMutation.error}
          isDirty={formState.isDirty}
          isPending={updateMutation.isPending}
          onDiscard={() => reset()}
          discardLabel={t('hotels.settings.discard')}
          saveTestId="hotel-settings-save"
          className={selectedTab === 'sync' ? 'hidden' : undefined}
        />
      </form>
    </BorderedContainer>
  );
}

function SettingsSkeleton() {
  return (
    <BorderedContainer>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </div>
    </BorderedContainer>
  );
}
