import { clsx } from 'clsx';
import { Mail, MessageSquareText, RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { GuestNotification } from '@hotel/shared/contracts/guest-notifications';
import type { DeliveryStatus } from '@hotel/shared/guest-notifications';
import { Button } from '@/components/ui/button';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { guestName } from '@/lib/guest-data/guest-name';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useBookingNotifications } from '../api/get-booking-notifications';
import { useResendGuestNotificationMutation } from '../api/send-guest-notification';
import { SendMessageDialog } from './send-message-dialog';
import { toastSendOutcome } from './send-outcome-toast';

/** One tone per delivery status: failures stand out, what waits looks like it waits. */
const tones: Record<DeliveryStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  sending: 'bg-amber-50 text-amber-800 ring-amber-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  unsent: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Sent or failed messages may go again; waiting or canceled ones may not. */
const RESENDABLE: readonly DeliveryStatus[] = ['delivered', 'failed', 'unsent'];

const gatewayIcons = { email: Mail, sms: MessageSquareText } as const;

/** The moment that matters for its status: when it is due, went out or arrived. */
function timeOf(item: GuestNotification): { key: string; at: string } {
  if (item.status === 'scheduled') return { key: 'scheduledFor', at: item.scheduledFor };
  if (item.deliveredAt) return { key: 'deliveredAt', at: item.deliveredAt };
  if (item.sentAt) return { key: 'sentAt', at: item.sentAt };
  return { key: 'dueAt', at: item.scheduledFor };
}

function MessageItem({ item, canEdit }: { item: GuestNotification; canEdit: boolean }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const resend = useResendGuestNotificationMutation();
  const Icon = gatewayIcons[item.gateway];
  const message = t(`notificationMessage.${item.message}`);
  const time = timeOf(item);

  const onResend = async () => {
    const isSure = await isConfirmed({
      title: t('bookings.messages.resendTitle', { message }),
      message: t('bookings.messages.resendMessage', {
        channel: t(`notificationGateway.${item.gateway}`),
        name: item.guestName,
      }),
      confirmLabel: t('bookings.messages.resend'),
    });
    if (!isSure) return;
    resend.mutate(item._id, {
      onSuccess: (created) => toastSendOutcome(t, created),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <li className="flex flex-col gap-1 py-3 text-sm" data-testid="booking-message">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{message}</span>
        <span
          data-testid="message-status"
          className={clsx(
            'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
            tones[item.status],
          )}
        >
          {t(`deliveryStatus.${item.status}`)}
        </span>
      </div>
      <p className="inline-flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
        <Icon aria-hidden className="size-3.5 shrink-0 text-slate-500" />
        <span className="shrink-0">{t(`notificationGateway.${item.gateway}`)}</span>
        <span aria-hidden>·</span>
        <span className="truncate">{item.recipient || item.guestName}</span>
      </p>
      {item.reason && (item.status === 'failed' || item.status === 'unsent') && (
        <p className="text-xs text-red-700" data-testid="message-reason">
          {t('bookings.messages.reason', { reason: t(`deliveryReason.${item.reason}`) })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          {t(`bookings.messages.${time.key}`, { date: dates.dateTime(time.at) })}
          {item.createdByName && ` · ${t('bookings.messages.by', { name: item.createdByName })}`}
        </p>
        {canEdit && RESENDABLE.includes(item.status) && (
          <Button
            size="sm"
            variant="ghost"
            isLoading={resend.isPending}
            onPress={() => void onResend()}
            aria-label={t('bookings.messages.resendNamed', { message })}
            data-testid="message-resend"
          >
            <RotateCw aria-hidden className="size-3.5" />
            {t('bookings.messages.resend')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The booking's guest messages with their delivery, and "Send now" for who manages bookings. */
export function BookingMessagesPanel({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useBookingNotifications(booking._id);
  const [isSending, setIsSending] = useState(false);
  const mainGuest = booking.mainGuest;

  return (
    <div className="flex flex-col gap-3" data-testid="booking-messages">
      {query.isPending && <ListSkeleton />}
      {query.error && <ListError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && (
        <div className="text-sm" data-testid="booking-messages-empty">
          <p className="font-medium text-slate-700">{t('bookings.messages.empty')}</p>
          <p className="mt-0.5 text-slate-500">{t('bookings.messages.emptyHint')}</p>
        </div>
      )}
      {query.data && query.data.length > 0 && (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {query.data.map((item) => (
            <MessageItem key={item._id} item={item} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            isDisabled={!mainGuest}
            onPress={() => setIsSending(true)}
            data-testid="send-message"
          >
            <Send aria-hidden className="size-4" />
            {t('bookings.messages.sendNow')}
          </Button>
          {!mainGuest && (
            <p className="text-xs text-slate-500">{t('bookings.messages.needsGuest')}</p>
          )}
          {mainGuest && (
            <SendMessageDialog
              bookingId={booking._id}
              guest={{ _id: mainGuest._id, name: guestName(mainGuest) }}
              isOpen={isSending}
              onClose={() => setIsSending(false)}
            />
          )}
        </>
      )}
    </div>
  );
}
