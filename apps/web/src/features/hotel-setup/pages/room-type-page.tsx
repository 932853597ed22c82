import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ButtonLink } from '@/components/ui/button';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { toErrorBody } from '@/lib/api-error';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useHotelCurrency } from '@/lib/money';
import { useRoomType } from '../api/get-room-type';
import { useSaveRoomTypeMutation } from '../api/save-room-type';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import {
  formValuesToRequest,
  MAIN_TAB_FIELDS,
  ROOM_TYPE_FIELDS,
  roomTypeFormSchema,
  roomTypeToFormValues,
} from '../components/room-type-form';
import { RoomTypeImages } from '../components/room-type-images';
import { RoomTypeMainFields } from '../components/room-type-main-fields';
import { RoomTypeServicesField } from '../components/room-type-services-field';
import { useUnitContext } from '../components/use-unit-context';

/** `/settings/room_types/create` (no id) and `/settings/room_types/:id`. */
export function RoomTypePage() {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const { id } = useParams();
  const roomTypeQuery = useRoomType(id);
  const isNotFound = roomTypeQuery.isError && toErrorBody(roomTypeQuery.error).statusCode === 404;

  return (
    <PageContainer type="settings">
      <ButtonLink
        href="/settings/room_types"
        variant="link"
        size="sm"
        className="mb-2 self-start px-0!"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('hotelSetup.roomTypes.title', unit)}
      </ButtonLink>
      <PageHeader title={roomTypeQuery.data?.name ?? t('hotelSetup.roomTypes.createTitle', unit)} />
      {id && roomTypeQuery.isPending && (
        <BorderedContainer>
          <ListSkeleton />
        </BorderedContainer>
      )}
      {isNotFound && (
        <BorderedContainer>
          <Alert tone="warning">{t('hotelSetup.roomTypes.notFound', unit)}</Alert>
        </BorderedContainer>
      )}
      {roomTypeQuery.isError && !isNotFound && (
        <BorderedContainer>
          <ListError error={roomTypeQuery.error} onRetry={() => void roomTypeQuery.refetch()} />
        </BorderedContainer>
      )}
      {(!id || roomTypeQuery.data) && (
        <RoomTypeForm key={roomTypeQuery.data?._id ?? 'new'} roomType={roomTypeQuery.data} />
      )}
    </PageContainer>
  );
}

function RoomTypeForm({ roomType }: { roomType?: RoomType }) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const navigate = useNavigate();
  const currency = useHotelCurrency();
  const schema = useMemo(() => roomTypeFormSchema(currency), [currency]);
  const [selectedTab, setSelectedTab] = useState<Key>('main');
  const mutation = useSaveRoomTypeMutation();
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger } = useForm({
    resolver: schemaResolver(schema),
    defaultValues: roomTypeToFormValues(roomType, currency),
  });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);

  const onSubmit = handleSubmit(
    (values) =>
      mutation.mutate(
        { id: roomType?._id, body: formValuesToRequest(values, currency) },
        {
          onSuccess: (saved) => {
            toast.success(t('hotelSetup.roomTypes.saved', { name: saved.name }));
            if (roomType) reset(roomTypeToFormValues(saved, currency));
            else void navigate(`/settings/room_types/${saved._id}`, { replace: true });
          },
          onError: (error) => {
            applyServerIssues(error, setError, ROOM_TYPE_FIELDS);
            const paths = (toErrorBody(error).issues ?? []).map((issue) => issue.path);
            if (paths.some((path) => path.startsWith('serviceIds'))) setSelectedTab('services');
            else setSelectedTab('main');
          },
        },
      ),
    // Hidden tabs keep their errors: show the tab that has one.
    (errors) => {
      if (MAIN_TAB_FIELDS.some((field) => errors[field])) setSelectedTab('main');
    },
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="room-type-form">
        <Tabs selectedKey={selectedTab} onSelectionChange={setSelectedTab} className="px-4 sm:px-6">
          <TabList aria-label={t('hotelSetup.roomTypes.tabs')} className="pt-2">
            <Tab id="main">{t('hotelSetup.roomTypes.mainTab')}</Tab>
            <Tab id="services">{t('hotelSetup.roomTypes.servicesTab')}</Tab>
            <Tab id="images">{t('hotelSetup.roomTypes.imagesTab')}</Tab>
          </TabList>
          <TabPanel id="main" className="pb-6">
            <RoomTypeMainFields control={control} currency={currency} />
          </TabPanel>
          <TabPanel id="services" className="pb-6">
            <RoomTypeServicesField control={control} />
          </TabPanel>
          <TabPanel id="images" className="pb-6">
            {roomType ? (
              <RoomTypeImages roomType={roomType} />
            ) : (
              <Alert tone="info">{t('hotelSetup.roomTypes.saveFirst')}</Alert>
            )}
          </TabPanel>
        </Tabs>
        {/* Images save on their own; the form's buttons belong to Main and Services. */}
        {selectedTab !== 'images' && (
          <FormSaveBar
            error={mutation.error}
            isDirty={formState.isDirty}
            isPending={mutation.isPending}
            onDiscard={() => reset()}
            discardLabel={t('hotelSetup.roomTypes.discard')}
            saveLabel={roomType ? undefined : t('hotelSetup.roomTypes.create', unit)}
            canSaveUnchanged={!roomType}
            saveTestId="room-type-save"
          />
        )}
      </form>
    </BorderedContainer>
  );
}
