import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { addDays, isIsoDate } from '@hotel/shared/stay-dates';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { queryClient } from '@/lib/query-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { useHotelToday } from '@/lib/session/use-hotel-today';
import { useHasPermission } from '@/lib/session/use-session';
import { useCalendar } from '../api/get-calendar';
import { moveBooking, type BookingPlacement } from '../api/move-booking';
import { CalendarGrid } from '../components/calendar-grid';
import { CalendarLegend } from '../components/calendar-legend';
import { buildCalendarLayout, type BarLayout } from '../components/calendar-layout';
import { ROOM_COLUMN_DESKTOP, ROOM_COLUMN_PHONE } from '../components/calendar-metrics';
import { ALL_ROOM_TYPES, CalendarToolbar } from '../components/calendar-toolbar';
import type { DragCallbacks } from '../components/use-calendar-drag';
import { useUnitContext } from '@/lib/session/use-unit-labels';

/** About two months, so a whole month fits whatever day it starts on. */
const RANGE_DAYS = 62;
/** The default range starts a few days back, so recent departures stay in view. */
const DAYS_BEFORE_TODAY = 3;

function addMonths(date: string, months: number) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  return shifted.toISOString().slice(0, 10);
}

/** /calendar: the tape chart of rooms × days (spec §2). */
export function CalendarPage() {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // The range starts from the hotel's today, known once the hotel has loaded: a browser in
  // another time zone otherwise loaded its own day's range first and then jumped to the
  // hotel's (a drag begun in between landed a day off).
  const today = useHotelToday();
  const fromParam = searchParams.get('from') ?? '';
  const startDate = isIsoDate(fromParam)
    ? fromParam
    : today
      ? addDays(today, -DAYS_BEFORE_TODAY)
      : '';
  const endDate = startDate ? addDays(startDate, RANGE_DAYS) : '';
  const roomType = searchParams.get('roomType') ?? ALL_ROOM_TYPES;
  const [todayRequests, setTodayRequests] = useState(0);
  const [placements, setPlacements] = useState<ReadonlyMap<string, BookingPlacement>>(new Map());
  const canManage = useHasPermission('manageBookings');
  const canManageHotel = useHasPermission('manageHotel');
  const isPhone = useMediaQuery('(max-width: 639px)');
  const calendar = useCalendar(startDate, endDate);

  function setParam(name: string, value: string | null) {
    setSearchParams((params) => {
      if (value === null) params.delete(name);
      else params.set(name, value);
      return params;
    });
  }

  const layout = useMemo(
    () =>
      calendar.data &&
      buildCalendarLayout(calendar.data, roomType === ALL_ROOM_TYPES ? null : roomType, placements),
    [calendar.data, roomType, placements],
  );

  const place = useCallback(
    async (
      id: string,
      number: number,
      placement: BookingPlacement,
      previous: BookingPlacement,
      version: number,
      isUndo: boolean,
    ) => {
      setPlacements((current) => new Map(current).set(id, placement));
      try {
        const moved = await moveBooking(id, placement, version);
        if (isUndo) toast.success(t('calendar.toast.undone', { number }));
        else {
          toast.success(t('calendar.toast.moved', { number }), {
            action: {
              label: t('calendar.toast.undo'),
              onClick: () => void place(id, number, previous, placement, moved.version, true),
            },
          });
        }
      } catch (error) {
        // The bar goes back (finally) and the chart reloads: after a 409 someone else changed
        // the booking or the room, and the chart shows what is stored now.
        toast.error(errorMessage(error));
        void queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT });
      } finally {
        setPlacements((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        });
      }
    },
    [t],
  );

  const callbacks: DragCallbacks = useMemo(
    () => ({
      onOpenBooking: (id) => void navigate(`/booking/${id}`),
      onSelectRange: (row, arrival, departure) => {
        const query = new URLSearchParams({
          roomType: row.roomTypeId,
          room: row.roomId,
          arrival,
          departure,
        });
        void navigate(`/booking/create?${query.toString()}`);
      },
      onMoveBooking: (bar: BarLayout, placement) => {
        const { booking } = bar;
        const previous = {
          roomTypeId: booking.roomTypeId,
          roomId: booking.roomId,
          arrival: booking.arrival,
          departure: booking.departure,
        };
        void place(booking._id, booking.number, placement, previous, booking.version, false);
      },
    }),
    [navigate, place],
  );

  const toolbar = (
    <CalendarToolbar
      month={startDate.slice(0, 7)}
      onMonthChange={(month) => setParam('from', `${month}-01`)}
      onPrevious={() => setParam('from', addMonths(startDate, -1))}
      onNext={() => setParam('from', addMonths(startDate, 1))}
      onToday={() => {
        setParam('from', null);
        setTodayRequests((count) => count + 1);
      }}
      roomTypeOptions={(calendar.data?.roomTypes ?? []).map((type) => ({
        id: type._id,
        label: `${type.name} (${type.shortCode})`,
      }))}
      roomType={roomType}
      onRoomTypeChange={(value) => setParam('roomType', value === ALL_ROOM_TYPES ? null : value)}
      canCreate={canManage}
    />
  );

  return (
    <div>
      <PageHeader title={t('calendar.title')} description={t('calendar.description', unit)} />
      {/* The month it names comes with the hotel's today (a moment at most). */}
      {startDate && toolbar}
      {calendar.isPending ? (
        <div data-testid="calendar-loading" className="space-y-2" aria-busy>
          <Skeleton className="h-11 w-full" />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : calendar.isError ? (
        <ListError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : calendar.data.rooms.length === 0 && calendar.data.bookings.length === 0 ? (
        <Alert
          tone="info"
          title={t('calendar.empty.title', unit)}
          data-testid="calendar-empty"
          actions={
            canManageHotel && (
              <ButtonLink href="/settings/rooms" size="sm" variant="secondary">
                {t('calendar.empty.action', unit)}
              </ButtonLink>
            )
          }
        >
          {t('calendar.empty.text', unit)}
        </Alert>
      ) : (
        layout && (
          <>
            <CalendarGrid
              layout={layout}
              startDate={calendar.data.startDate}
              endDate={calendar.data.endDate}
              today={calendar.data.today}
              roomColumn={isPhone ? ROOM_COLUMN_PHONE : ROOM_COLUMN_DESKTOP}
              canDrag={canManage}
              scrollToTodayToken={`${calendar.data.startDate}:${todayRequests}`}
              callbacks={callbacks}
              unit={unit}
            />
            <CalendarLegend canMove={canManage} />
          </>
        )
      )}
    </div>
  );
}
