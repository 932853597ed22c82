import { KeyRound } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { isFinalStatus } from '@hotel/shared/booking-status';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/components/shell/document-title';
import { errorMessage, toErrorBody } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useHotelCurrency } from '@/lib/money';
import { useHasPermission } from '@/lib/session/use-session';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { useBooking } from '../api/get-booking';
import { useResetBookingCodeMutation } from '../api/reset-booking-code';
import { useUpdateBookingMutation } from '../api/update-booking';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { guestName } from '@/lib/guest-data/guest-name';
import { BookingForm } from '../components/booking-form';
import {
  bookingToFormValues,
  toRequest,
  type BookingFormErrors,
  type BookingFormValues,
  withoutChangedFields,
} from '../components/booking-form-values';
import { BookingAccessPanel } from '../components/booking-access-panel';
import { BookingBlockView } from '../components/booking-block-view';
import { BookingGuestsPanel } from '../components/booking-guests-panel';
import { BookingHistoryCard } from '../components/booking-history';
import { BookingMessagesPanel } from '../components/booking-messages-panel';
import { BookingPaymentsPanel } from '../components/booking-payments-panel';
import { SelfCheckInPanel } from '../components/self-check-in-panel';
import { BookingStayView } from '../components/booking-stay-view';
import { ChannelBookingNote } from '../components/channel-booking-note';
import { ChannelConflictAlert } from '../components/channel-conflict-alert';
import { StatusActions } from '../components/status-actions';

function EditCard({
  booking,
  canEdit,
  roomFieldRef,
}: {
  booking: Booking;
  canEdit: boolean;
  roomFieldRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const [values, setValues] = useState<BookingFormValues>(() =>
    bookingToFormValues(booking, currency),
  );
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const mutation = useUpdateBookingMutation();
  const query = useBooking(booking._id);
  const isStale = mutation.error !== null && toErrorBody(mutation.error).code === 'BOOKING_CHANGED';
  // Other panels (guests, status) change the booking too; unsaved stay edits outlive that.

  const onSubmit = () => {
    const result = toRequest(values, currency);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    mutation.mutate(
      // The guests panel owns the main guest; the form keeps the current one.
      // The version this page shows: a booking changed elsewhere since is refused (409), not
      // overwritten; this page's own panels refresh it with each change they make.
      {
        id: booking._id,
        body: {
          ...result.body,
          mainGuest: booking.mainGuest?._id ?? null,
          version: booking.version,
        },
      },
      {
        onSuccess: (saved) => {
          setValues(bookingToFormValues(saved, currency));
          toast.success(t('bookings.detail.saved'));
        },
      },
    );
  };

  /** Shows what is stored now; the edits that were refused are dropped with the error. */
  const onReload = async () => {
    const { data } = await query.refetch();
    if (!data) return;
    setValues(bookingToFormValues(data, currency));
    mutation.reset();
  };

  // Who may only look, or a booking that is final, reads what is stored (e.g. the departure a
  // check-out set) as text, not as a form of greyed-out fields.
  if (!canEdit || isFinalStatus(booking.status)) return <BookingStayView booking={booking} />;

  return (
    <BookingForm
      values={values}
      onChange={(next) => {
        setValues((current) => ({ ...current, ...next }));
        setErrors((current) => withoutChangedFields(current, next));
      }}
      errors={errors}
      onSubmit={onSubmit}
      serverError={mutation.error ? errorMessage(mutation.error) : null}
      serverErrorAction={
        isStale && (
          <Button
            size="sm"
            variant="secondary"
            isLoading={query.isFetching}
            onPress={() => void onReload()}
            data-testid="booking-reload"
          >
            {t('bookings.detail.reload')}
          </Button>
        )
      }
      excludeBooking={booking._id}
      roomFieldRef={roomFieldRef}
      footer={
        <div className="flex justify-end">
          <Button type="submit" isLoading={mutation.isPending} data-testid="booking-update">
            {t('bookings.detail.save')}
          </Button>
        </div>
      }
    />
  );
}

function AccessCode({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation();
  const mutation = useResetBookingCodeMutation();
  const onReset = async () => {
    const isSure = await isConfirmed({
      title: t('bookings.code.resetTitle'),
      message: t('bookings.code.resetMessage'),
      confirmLabel: t('bookings.code.reset'),
    });
    if (!isSure) return;
    mutation.mutate(booking._id, {
      onSuccess: () => toast.success(t('bookings.code.resetDone')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="inline-flex items-center gap-2 font-mono text-lg" data-testid="access-code">
        <KeyRound aria-hidden className="size-4 text-slate-500" />
        {booking.accessCode}
      </span>
      {canEdit && !isFinalStatus(booking.status) && (
        <Button
          size="sm"
          variant="secondary"
          isLoading={mutation.isPending}
          onPress={() => void onReset()}
        >
          {t('bookings.code.reset')}
        </Button>
      )}
    </div>
  );
}

/** Brings the stay's room picker into view and opens it, where the desk assigns the room. */
function openRoomField(roomFieldRef: RefObject<HTMLDivElement | null>) {
  const field = roomFieldRef.current;
  field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field?.querySelector('button')?.click();
}

export function BookingDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBooking(id);
  const canEdit = useHasPermission('manageBookings');
  const dates = useHotelDates();
  const booking = query.data;
  const [roomRefusal, setRoomRefusal] = useState<string | null>(null);
  const roomFieldRef = useRef<HTMLDivElement>(null);
  const isBlock = booking?.kind === 'block';
  usePageTitle(
    booking &&
      t(isBlock ? 'bookings.block.heading' : 'bookings.detail.heading', { number: booking.number }),
    booking?.mainGuest?.lastName,
  );

  if (query.isPending) return <ListSkeleton />;
  if (query.error || !booking) {
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  }
  // A channel's blocked period: no guest, price or messages, and nothing to edit here.
  if (isBlock) return <BookingBlockView booking={booking} />;

  return (
    <PageContainer type="detail">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            {t('bookings.detail.heading', { number: booking.number })}
            <BookingStatusBadge status={booking.status} />
          </span>
        }
        description={
          <span data-testid="booking-summary">
            {[
              guestName(booking.mainGuest) || t('bookings.list.noGuest'),
              `${dates.date(booking.arrival)} – ${dates.date(booking.departure)}`,
              t('bookings.list.nightsCount', { count: booking.nights }),
            ].join(' · ')}
          </span>
        }
        actions={
          canEdit ? <StatusActions booking={booking} onRoomRequired={setRoomRefusal} /> : undefined
        }
      />
      {/* Gone as soon as the booking has a room: the refusal no longer applies. */}
      {roomRefusal && !booking.room && (
        <Alert
          tone="warning"
          className="mb-4"
          data-testid="room-required"
          actions={
            <Button size="sm" variant="secondary" onPress={() => openRoomField(roomFieldRef)}>
              {t('bookings.status.assignRoom')}
            </Button>
          }
        >
          {roomRefusal}
        </Alert>
      )}
      {!booking.channelConflict && <ChannelBookingNote booking={booking} />}
      {booking.channelConflict && !booking.room && (
        <ChannelConflictAlert
          booking={booking}
          onAssignRoom={
            canEdit && !isFinalStatus(booking.status)
              ? () => openRoomField(roomFieldRef)
              : undefined
          }
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader title={t('bookings.detail.stay')} />
          <CardBody>
            {/* Another booking is another form; a change of this one keeps unsaved edits. */}
            <EditCard
              key={booking._id}
              booking={booking}
              canEdit={canEdit}
              roomFieldRef={roomFieldRef}
            />
          </CardBody>
        </Card>
        <div className="flex flex-col gap-4">
          <Card>
            <CardHeader title={t('bookings.guests.title')} />
            <CardBody>
              <BookingGuestsPanel
                booking={booking}
                canEdit={canEdit && !isFinalStatus(booking.status)}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('bookings.payments.title')} />
            <CardBody>
              <BookingPaymentsPanel booking={booking} canEdit={canEdit} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('bookings.messages.title')} />
            <CardBody>
              <BookingMessagesPanel booking={booking} canEdit={canEdit} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('bookings.selfCheckIn.title')} />
            <CardBody>
              <SelfCheckInPanel booking={booking} canEdit={canEdit} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('bookings.access.title')} />
            <CardBody>
              <BookingAccessPanel booking={booking} canEdit={canEdit} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('bookings.code.title')} />
            <CardBody>
              <AccessCode booking={booking} canEdit={canEdit} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('bookings.detail.more')} />
            <CardBody>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-500">{t('bookings.fields.source')}</dt>
                <dd>{t(`bookings.source.${booking.source}`)}</dd>
              </dl>
            </CardBody>
          </Card>
          <BookingHistoryCard entries={booking.history} />
        </div>
      </div>
    </PageContainer>
  );
}
