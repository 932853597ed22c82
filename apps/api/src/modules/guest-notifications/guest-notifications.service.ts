import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GuestNotification,
  guestNotificationCreateSchema,
} from '@hotel/shared/contracts/guest-notifications';
import type { BookingStatus } from '@hotel/shared/booking-status';
import type { NotificationMessage } from '@hotel/shared/guest-notifications';
import type { Db, Tx } from '../../db/client';
import { bookingGuests } from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';
import { bookingNotFound } from '../bookings';
import {
  findNotification,
  findWithGuestName,
  insertManual,
  listOfBooking,
  type GuestNotificationRow,
  type NewGuestNotification,
} from './guest-notifications.repository';
import type { NotificationDispatcher } from './notification-dispatcher';
import {
  findNotificationBooking,
  findNotificationGuest,
  findNotificationHotel,
} from './notification-context.repository';
import { effectiveNotificationSettings } from './notification-settings';
import { messageLanguage } from './scheduling-rules';

export const guestNotificationNotFound = () =>
  new AppError('NOT_FOUND', 'errors.guestNotificationNotFound');

/**
 * A canceled or completed stay only gets its cancellation: its access code and check-in
 * information would open a door that is no longer the guest's.
 */
function assertFitsBooking(
  message: NotificationMessage,
  booking: { number: number; status: BookingStatus },
) {
  if (message === 'booking_canceled') return;
  if (booking.status === 'canceled' || booking.status === 'completed') {
    throw new AppError('CONFLICT', 'errors.guestNotificationBookingClosed', {
      params: { number: booking.number, status: `bookingStatus.${booking.status}` },
    });
  }
}

/** The staff member who asked, as the row and the booking page name them. */
export interface Sender {
  id: string;
  name: string;
}

function toResponse(item: {
  row: GuestNotificationRow;
  firstName: string | null;
  lastName: string | null;
}): GuestNotification {
  const { row } = item;
  return {
    _id: row.id,
    bookingId: row.bookingId,
    guestId: row.guestId,
    guestName: `${item.firstName ?? ''} ${item.lastName ?? ''}`.trim(),
    message: row.message,
    gateway: row.gateway,
    language: row.language,
    status: row.status,
    reason: row.reason,
    recipient: row.recipient,
    provider: row.provider,
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdByName: row.createdByName,
    resendOf: row.resendOf,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Runs in the transaction that inserts a message, with its row: a caller's own record of it
 * (the admin area's audit entry) commits or rolls back with the message.
 */
export type SendHook = (tx: Tx, row: GuestNotificationRow) => Promise<void>;

/** "Send now", "Resend" and the booking's list (POST/GET /api/guest_notification). */
export function createGuestNotificationsService(deps: {
  db: Db;
  dispatcher: NotificationDispatcher;
  clock?: () => Date;
}) {
  const { db, dispatcher } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * Inserts a message due now, already taken, and readies it in the same transaction; the
   * caller's `inTransaction` runs in it too.
   */
  async function sendNow(
    hotelId: string,
    values: Omit<NewGuestNotification, 'scheduledFor'>,
    inTransaction?: SendHook,
  ) {
    const now = clock();
    const id = await db.transaction(async (tx) => {
      const row = await insertManual(tx, {
        ...values,
        scheduledFor: now,
        status: 'sending',
        attempts: 1,
      });
      await dispatcher.dispatchOne(tx, row, now);
      await inTransaction?.(tx, row);
      return row.id;
    });
    return toResponse((await findWithGuestName(db, hotelId, id))!);
  }

  return {
    async create(
      hotelId: string,
      input: z.output<typeof guestNotificationCreateSchema>,
      sender: Sender,
    ): Promise<GuestNotification> {
      const booking = await findNotificationBooking(db, hotelId, input.bookingId);
      if (!booking) throw bookingNotFound();
      assertFitsBooking(input.message, booking);
      const [onBooking] = await db
        .select({ guestId: bookingGuests.guestId })
        .from(bookingGuests)
        .where(
          and(eq(bookingGuests.bookingId, booking.id), eq(bookingGuests.guestId, input.guestId)),
        );
      const guest = onBooking && (await findNotificationGuest(db, hotelId, input.guestId));
      if (!guest) throw new AppError('NOT_FOUND', 'errors.guestNotOnBooking');
      const hotel = (await findNotificationHotel(db, hotelId))!;
      const settings = effectiveNotificationSettings(hotel.notifications, hotel.setting);
      return sendNow(hotelId, {
        hotelId,
        bookingId: booking.id,
        guestId: guest.id,
        message: input.message,
        gateway: input.gateway,
        language: messageLanguage(
          guest.language,
          settings.languages,
          hotel.setting.defaultLanguage,
        ),
        createdBy: sender.id,
        createdByName: sender.name,
      });
    },

    /** The same message to the same guest over the same gateway, as a new notification. */
    async resend(
      hotelId: string,
      id: string,
      sender: Sender,
      options: { inTransaction?: SendHook } = {},
    ): Promise<GuestNotification> {
      const original = await findNotification(db, id, hotelId);
      if (!original) throw guestNotificationNotFound();
      const booking = await findNotificationBooking(db, hotelId, original.bookingId);
      if (!booking) throw bookingNotFound();
      assertFitsBooking(original.message, booking);
      return sendNow(
        hotelId,
        {
          hotelId,
          bookingId: original.bookingId,
          guestId: original.guestId,
          message: original.message,
          gateway: original.gateway,
          language: original.language,
          createdBy: sender.id,
          createdByName: sender.name,
          resendOf: original.id,
        },
        options.inTransaction,
      );
    },

    async list(hotelId: string, bookingId: string) {
      if (!(await findNotificationBooking(db, hotelId, bookingId))) throw bookingNotFound();
      return { items: (await listOfBooking(db, hotelId, bookingId)).map(toResponse) };
    },
  };
}

export type GuestNotificationsService = ReturnType<typeof createGuestNotificationsService>;
