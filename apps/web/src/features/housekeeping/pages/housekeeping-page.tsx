import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { RoomService } from '@hotel/shared/contracts/room-service';
import { todayIn } from '@hotel/shared/stay-dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { confirmDelete } from '@/lib/confirm';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { formatLongDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useHasPermission } from '@/lib/session/use-session';
import { useRoomServices } from '../api/get-room-services';
import { useUpdateRoomServiceMutation } from '../api/update-room-service';
import {
  groupBoard,
  readBoardParams,
  sortForList,
  writeBoardParams,
  type BoardParams,
} from '../components/board';
import { DaySwitcher } from '../components/day-switcher';
import { NewRoomServiceDialog } from '../components/new-room-service-dialog';
import { RoomServiceBoard } from '../components/room-service-board';
import type { CardActions } from '../components/room-service-card';
import { RoomServiceList } from '../components/room-service-list';
import { StatusSheet, type SheetRequest } from '../components/status-sheet';
import { useUnitContext } from '@/lib/session/use-unit-labels';

/** A day's records fit one page: a hotel has far fewer rooms than this. */
const DAY_LIMIT = 500;

function BoardSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="board-loading">
      {[0, 1, 2].map((column) => (
        <div key={column} className="flex flex-col gap-3 rounded-2xl bg-slate-100/70 p-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-36 w-full rounded-xl" />
          <Skeleton className="h-36 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** /housekeeping: the day's cleaning board and all its records (spec §2, §3 Room service). */
export function HousekeepingPage() {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readBoardParams(searchParams);
  const { data: hotel } = useCurrentHotel();
  const timeZone = hotel?.setting.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const canManage = useHasPermission('manageBookings');
  const dates = useHotelDates();
  const [sheet, setSheet] = useState<SheetRequest | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const cancelMutation = useUpdateRoomServiceMutation();

  const date = params.date ?? todayIn(timeZone);
  const recordsQuery = useRoomServices({ date, limit: DAY_LIMIT }, { enabled: Boolean(hotel) });
  // The server's today decides, so the board and the API never disagree about the day.
  const today = recordsQuery.data?.today ?? todayIn(timeZone);
  const items = recordsQuery.data?.items;
  const groups = useMemo(() => items && groupBoard(items), [items]);
  const listItems = useMemo(() => items && sortForList(items), [items]);
  const dayLabel = dates.date(date);

  const update = (next: Partial<BoardParams>) =>
    setSearchParams(writeBoardParams({ ...params, ...next }));

  const onCancel = async (item: RoomService) => {
    const number = item.room.number;
    const isConfirmed = await confirmDelete({
      title: t('housekeeping.cancel.title', { ...unit, number }),
      message: t('housekeeping.cancel.message', unit),
      confirmLabel: t('housekeeping.cancel.confirm'),
      cancelLabel: t('housekeeping.cancel.back'),
    });
    if (!isConfirmed) return;
    cancelMutation.mutate(
      { id: item._id, body: { status: 'canceled' } },
      {
        onSuccess: () => toast.success(t('housekeeping.toast.canceled', { ...unit, number })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const actions: CardActions = canManage
    ? { onStep: (item, step) => setSheet({ item, step }), onCancel: (item) => void onCancel(item) }
    : {};

  return (
    <PageContainer type="list" className="gap-5">
      <PageHeader
        title={t('housekeeping.title')}
        description={
          <>
            <span className="font-medium text-slate-700">
              {formatLongDate(new Date(`${date}T12:00:00Z`), currentLanguage(), 'UTC')}
            </span>
            {date === today && <span> · {t('housekeeping.day.isToday')}</span>}
          </>
        }
        actions={
          canManage && hotel ? (
            <Button onPress={() => setIsCreating(true)} data-testid="room-service-create">
              <Plus aria-hidden className="size-4" />
              {t('housekeeping.create.button')}
            </Button>
          ) : null
        }
      />
      <DaySwitcher
        date={date}
        today={today}
        onChange={(next) => update({ date: next === today ? null : next })}
      />
      {!canManage && <Alert tone="info">{t('housekeeping.readOnly')}</Alert>}
      {recordsQuery.error ? (
        <ListError error={recordsQuery.error} onRetry={() => void recordsQuery.refetch()} />
      ) : groups && listItems ? (
        <>
          <RoomServiceBoard
            groups={groups}
            dayLabel={dayLabel}
            timeZone={timeZone}
            actions={actions}
            isStale={recordsQuery.isPlaceholderData}
          />
          <RoomServiceList
            items={listItems}
            status={params.status}
            onStatusChange={(status) => update({ status })}
            dayLabel={dayLabel}
            timeZone={timeZone}
          />
        </>
      ) : (
        <BoardSkeleton />
      )}
      <StatusSheet request={sheet} onClose={() => setSheet(null)} />
      {hotel && (
        <NewRoomServiceDialog
          isOpen={isCreating}
          onClose={() => setIsCreating(false)}
          date={date}
          hotel={hotel}
        />
      )}
    </PageContainer>
  );
}
