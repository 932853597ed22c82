import { clsx } from 'clsx';
import { Bell, CalendarPlus, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { StaffNotification } from '@hotel/shared/contracts/guest-notifications';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewport } from '@/lib/use-media-query';
import { useStaffNotifications } from '../api/get-staff-notifications';
import { useMarkNotificationsReadMutation } from '../api/mark-notifications-read';
import { relativeTime } from '@/lib/relative-time';

const triggerClasses =
  'relative flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-600 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary';

/**
 * What happened, in a sentence: the failure with its reason, where a booking came from, or a
 * channel reservation that overlapped a booking and waits for a room.
 */
function useEntryText() {
  const { t } = useTranslation();
  return (entry: StaffNotification) => {
    if (entry.kind === 'delivery_failed') {
      return t('notifications.entry.deliveryFailed', {
        message: entry.message ? t(`notificationMessage.${entry.message}`) : '',
        name: entry.guestName,
        reason: t(`deliveryReason.${entry.reason ?? 'unknown'}`),
      });
    }
    if (entry.kind === 'lock_sync_failed') {
      return t('notifications.entry.lockSyncFailed', { number: entry.bookingNumber });
    }
    // A source this version has no words for reads as "outside the hotel" (a channel manager
    // for a conflict, which only channels cause).
    const fallback = entry.kind === 'channel_conflict' ? 'channel' : 'other';
    const source = t(`notifications.source.${entry.source ?? fallback}`, {
      defaultValue: t(`notifications.source.${fallback}`),
    });
    if (entry.kind === 'channel_conflict') {
      return t('notifications.entry.channelConflict', { number: entry.bookingNumber, source });
    }
    return t('notifications.entry.bookingReceived', { number: entry.bookingNumber, source });
  };
}

function Entry({ entry, onOpen }: { entry: StaffNotification; onOpen: () => void }) {
  const { t } = useTranslation();
  const text = useEntryText()(entry);
  const isFailure = entry.kind !== 'booking_received';
  const Icon = isFailure ? TriangleAlert : CalendarPlus;
  return (
    <li>
      <AriaButton
        onPress={onOpen}
        data-testid="bell-entry"
        data-unread={!entry.read || undefined}
        className={clsx(
          'flex w-full cursor-pointer items-start gap-3 rounded-md px-3 py-2.5 text-left text-sm outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary',
          !entry.read && 'bg-primary-soft/60',
        )}
      >
        <Icon
          aria-hidden
          className={clsx('mt-0.5 size-4 shrink-0', isFailure ? 'text-red-600' : 'text-primary')}
        />
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-slate-800', !entry.read && 'font-semibold')}>
            {text}
          </span>
          <span className="mt-0.5 block text-xs text-slate-600">
            {relativeTime(entry.createdAt)}
          </span>
        </span>
        {!entry.read && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{t('notifications.bell.unread')}</span>
          </span>
        )}
      </AriaButton>
    </li>
  );
}

function BellPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useStaffNotifications();
  const markRead = useMarkNotificationsReadMutation();
  const unread = query.data?.unread ?? 0;

  const onOpen = (entry: StaffNotification) => {
    if (!entry.read) markRead.mutate({ ids: [entry._id] });
    close();
    void navigate(`/booking/${entry.bookingId}`);
  };

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="flex flex-col gap-2 p-3" aria-hidden>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (query.error) {
    content = (
      <div className="p-3">
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  } else if (query.data.items.length === 0) {
    content = (
      <p className="px-3 py-6 text-center text-sm text-slate-500" data-testid="bell-empty">
        {t('notifications.bell.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-0.5 p-1" aria-label={t('notifications.bell.title')}>
        {query.data.items.map((entry) => (
          <Entry key={entry._id} entry={entry} onOpen={() => onOpen(entry)} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <Heading slot="title" className="text-sm font-semibold text-slate-900">
          {t('notifications.bell.title')}
        </Heading>
        <Button
          size="sm"
          variant="ghost"
          isDisabled={unread === 0}
          onPress={() => markRead.mutate({ all: true })}
          data-testid="bell-mark-all"
        >
          {t('notifications.bell.markAll')}
        </Button>
      </div>
      <div className="max-h-[min(28rem,calc(100dvh-8rem))] overflow-y-auto">{content}</div>
    </>
  );
}

/**
 * The header's bell (spec §2): failed deliveries and bookings that came from outside, per person
 * and hotel. Asks every minute and when the window comes back into focus.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const isPhone = useViewport() === 'phone';
  const [isOpen, setIsOpen] = useState(false);
  const query = useStaffNotifications();
  const unread = query.data?.unread ?? 0;
  const close = () => setIsOpen(false);
  const dialog = (
    <Dialog className="flex flex-col outline-none" data-testid="bell-panel">
      <BellPanel close={close} />
    </Dialog>
  );

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <AriaButton
        aria-label={
          unread > 0
            ? t('notifications.bell.labelUnread', { count: unread })
            : t('notifications.bell.label')
        }
        data-testid="notifications-bell"
        className={triggerClasses}
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="bell-count"
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </AriaButton>
      {isPhone ? (
        // On a phone: a sheet across the screen's width, from the bottom.
        <ModalOverlay
          isDismissable
          className="fixed inset-0 z-50 flex items-end bg-slate-900/40 data-entering:animate-fade-in"
        >
          <Modal className="w-full rounded-t-xl bg-white pb-[env(safe-area-inset-bottom)] shadow-xl outline-none">
            {dialog}
          </Modal>
        </ModalOverlay>
      ) : (
        <Popover
          placement="bottom end"
          className="w-96 rounded-lg border border-slate-200 bg-white shadow-lg outline-none data-entering:animate-fade-in"
        >
          {dialog}
        </Popover>
      )}
    </DialogTrigger>
  );
}
