import { BookOpen, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ButtonLink } from '@/components/ui/button';
import { ExportButtons, type ExportFormat } from '@/components/ui/export-buttons';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/list-pagination';
import { withoutPaging } from '@/lib/list-params';
import { useHotelToday } from '@/lib/session/use-hotel-today';
import { useHasPermission } from '@/lib/session/use-session';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useListParams } from '@/lib/use-list-params';
import { useRoomTypes } from '@/lib/hotel-setup-data/get-room-types';
import { EmptyState, ListLoadState } from '@/components/ui/list-states';
import { exportBookings } from '../api/export-bookings';
import { useBookings } from '../api/get-bookings';
import { BookingFilters } from '../components/booking-filters';
import { BookingTable } from '../components/booking-table';
import {
  readListParams,
  toListQuery,
  writeListParams,
  type BookingListParams,
} from '../components/list-params';

export function BookingsPage() {
  // The list opens on arrivals from the hotel's today, so it waits for the hotel's date.
  const today = useHotelToday();
  if (!today) return <Skeleton className="mx-auto h-64 w-full max-w-[1200px]" />;
  return <BookingsList today={today} />;
}

function BookingsList({ today }: { today: string }) {
  const { t } = useTranslation();
  const [params, update] = useListParams(
    (search) => readListParams(search, today),
    (next) => writeListParams(next, today),
  );
  const [, setSearchParams] = useSearchParams();
  // Typing replaces the URL entry, so Back leaves the list instead of taking back one letter.
  const updateTyped = (next: Partial<BookingListParams>) =>
    setSearchParams(writeListParams({ ...params, page: 1, ...next }, today), { replace: true });
  const search = useDebouncedValue(params.search);
  const number = useDebouncedValue(params.number);
  const query = toListQuery({ ...params, search, number });
  const bookingsQuery = useBookings(query);
  const roomTypesQuery = useRoomTypes();
  const canManage = useHasPermission('manageBookings');

  const onExport = (format: ExportFormat) => exportBookings(withoutPaging(query), format);

  const data = bookingsQuery.data;
  const createButton = canManage ? (
    <ButtonLink href="/booking/create" data-testid="booking-create">
      <Plus aria-hidden className="size-4" />
      {t('bookings.list.create')}
    </ButtonLink>
  ) : null;

  return (
    <PageContainer type="list">
      <PageHeader
        title={t('bookings.list.title')}
        description={t('bookings.list.subtitle')}
        actions={
          <>
            <ExportButtons
              onExport={onExport}
              labels={{ csv: t('bookings.list.exportCsv'), xlsx: t('bookings.list.exportXlsx') }}
            />
            {createButton}
          </>
        }
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <BookingFilters
          params={params}
          roomTypes={roomTypesQuery.data ?? []}
          onChange={update}
          onType={updateTyped}
        />
        <ListLoadState query={bookingsQuery} />
        {data && data.items.length === 0 && (
          <EmptyState
            icon={<BookOpen aria-hidden className="size-6" />}
            title={t('bookings.list.emptyTitle')}
            text={t('bookings.list.emptyText')}
            action={createButton}
          />
        )}
        {data && data.items.length > 0 && (
          <>
            <p className="px-4 pt-3 text-xs text-slate-500 sm:px-6" aria-live="polite">
              {t('bookings.list.count', { count: data.total })}
            </p>
            <BookingTable
              items={data.items}
              sort={params.sort}
              onSort={(sort) => update({ sort })}
            />
            <ListPagination
              page={params.page}
              limit={params.limit}
              total={data.total}
              onChange={update}
            />
          </>
        )}
      </BorderedContainer>
    </PageContainer>
  );
}
