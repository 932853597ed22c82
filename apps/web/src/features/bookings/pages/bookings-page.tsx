import { BookOpen, Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useHasPermission } from '@/lib/session/use-session';
import { useRoomTypes } from '@/lib/hotel-setup-data/get-room-types';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { exportBookings } from '../api/export-bookings';
import { useBookings } from '../api/get-bookings';
import { BookingFilters } from '../components/booking-filters';
import { BookingTable } from '../components/booking-table';
import {
  PAGE_SIZES,
  readListParams,
  toListQuery,
  writeListParams,
  type BookingListParams,
} from '../components/list-params';

export function BookingsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const query = toListQuery(params);
  const bookingsQuery = useBookings(query);
  const roomTypesQuery = useRoomTypes();
  const canManage = useHasPermission('manageBookings');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  // Every filter change starts at page 1; the URL is the single source of the list's state.
  const update = (next: Partial<BookingListParams>) =>
    setSearchParams(writeListParams({ ...params, page: 1, ...next }));

  const onExport = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const { page: _page, limit: _limit, ...filters } = query;
      await exportBookings(filters, format);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const data = bookingsQuery.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const createButton = canManage ? (
    <ButtonLink href="/booking/create" data-testid="booking-create">
      <Plus aria-hidden className="size-4" />
      {t('bookings.list.create')}
    </ButtonLink>
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col">
      <PageHeader
        title={t('bookings.list.title')}
        description={t('bookings.list.subtitle')}
        actions={
          <>
            <Button
              variant="secondary"
              isLoading={exporting === 'csv'}
              onPress={() => void onExport('csv')}
            >
              <Download aria-hidden className="size-4" />
              {t('bookings.list.exportCsv')}
            </Button>
            <Button
              variant="secondary"
              isLoading={exporting === 'xlsx'}
              onPress={() => void onExport('xlsx')}
            >
              <Download aria-hidden className="size-4" />
              {t('bookings.list.exportXlsx')}
            </Button>
            {createButton}
          </>
        }
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <BookingFilters params={params} roomTypes={roomTypesQuery.data ?? []} onChange={update} />
        {bookingsQuery.isPending && (
          <div className="p-4 sm:p-6">
            <ListSkeleton />
          </div>
        )}
        {bookingsQuery.error && (
          <div className="p-4 sm:p-6">
            <ListError error={bookingsQuery.error} onRetry={() => void bookingsQuery.refetch()} />
          </div>
        )}
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
            <nav
              aria-label={t('bookings.list.pagination')}
              className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-6"
            >
              <Select
                label={t('bookings.list.pageSize')}
                value={String(params.limit)}
                onChange={(limit) => update({ limit: Number(limit) })}
                options={PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
                className="w-28"
              />
              <div className="flex items-center gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={params.page <= 1}
                  onPress={() => update({ page: params.page - 1 })}
                >
                  {t('bookings.list.previous')}
                </Button>
                <span className="text-sm text-slate-600">
                  {t('bookings.list.pageOf', { page: params.page, count: pageCount })}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  isDisabled={params.page >= pageCount}
                  onPress={() => update({ page: params.page + 1 })}
                >
                  {t('bookings.list.next')}
                </Button>
              </div>
            </nav>
          </>
        )}
      </BorderedContainer>
    </div>
  );
}
