import { z } from 'zod';
import type { BookingStatus } from '@hotel/shared/booking-status';
import type { DeliveryReason, NotificationMessage } from '@hotel/shared/guest-notifications';
import { normalizeMobile } from '@hotel/shared/mobile-number';
import type { EmailTransportKind } from '../../adapters/email/email-sender';
import type { SmsGateway } from '../../adapters/sms/sms-gateway';
import type { Db, Tx } from '../../db/client';
import type { JobSender } from '../../jobs/registry';
import { createDeliveryStatusRepository } from './delivery-status.repository';
import {
  claimDue,
  markUnsent,
  recoverStale,
  unreportedSince,
  updateNotification,
  type GuestNotificationRow,
} from './guest-notifications.repository';
import { renderForBooking } from './message-content';
import {
  findNotificationBooking,
  findNotificationGuest,
  findNotificationHotel,
} from './notification-context.repository';
import { effectiveNotificationSettings } from './notification-settings';
import { messageLanguage } from './scheduling-rules';

export const DISPATCH_QUEUE = 'guest-notifications.dispatch';
export const DELIVER_QUEUE = 'guest-notifications.deliver';

/** The deliver job: which row, and which of its attempts (a fence against a stale retry). */
export interface DeliverJobData extends Record<string, unknown> {
  notificationId: string;
  hotelId: string;
  attempt: number;
}

/** Messages taken per dispatch run; the next run (or an immediate one) takes the rest. */
const CLAIM_LIMIT = 50;
/**
 * A message taken but not sent after this long was left by a process that died (the deliver
 * job gives up after about 8 minutes of retries). It goes back into the schedule once, and
 * fails as `technical` the second time, so a crash never resends forever.
 */
export const STALE_SENDING_MS = 30 * 60 * 1000;

/** How long a provider may take to report an SMS's delivery before it counts as unknown. */
export const DELIVERY_REPORT_WAIT_MS = 48 * 60 * 60 * 1000;

/** `executor`: the transaction the caller is in, so the lookup does not wait beside it. */
export type SmsGatewayFor = (hotelId: string, executor?: Db) => Promise<SmsGateway>;

/** Whether an automatic message still fits its booking when it is due. */
function stillFits(message: NotificationMessage, status: BookingStatus) {
  if (message === 'check_in') return status === 'pending';
  if (message === 'booking_canceled') return status === 'canceled';
  return status !== 'canceled' && status !== 'completed';
}

export interface DispatcherDeps {
  db: Db;
  jobs: JobSender;
  emailTransport: EmailTransportKind;
  smsGatewayFor: SmsGatewayFor;
  appUrl: string;
}

const isEmail = (value: string) => z.email().safeParse(value).success;
/** A guest's country as a two-letter code, for a number written without its prefix. */
const countryOf = (country: string | undefined) =>
  country && /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : 'DE';

/**
 * Takes due messages and readies each in the same transaction: checks the recipient and the
 * gateway, renders the template into the row, and queues its delivery. A message that cannot
 * go ends here as `unsent` or `failed` with its reason.
 */
export function createNotificationDispatcher(deps: DispatcherDeps) {
  const { db } = deps;

  async function prepare(tx: Tx, row: GuestNotificationRow, now: Date): Promise<void> {
    const failed = (reason: DeliveryReason) =>
      createDeliveryStatusRepository(tx).markFailed(row.id, reason, tx);
    const hotel = await findNotificationHotel(tx, row.hotelId);
    const booking = hotel && (await findNotificationBooking(tx, hotel.id, row.bookingId));
    if (!hotel || !booking) return markUnsent(tx, row.id, 'unknown', now);
    // The event that should have canceled it may still be on its way: the booking decides.
    if (
      row.createdBy === null &&
      row.resendOf === null &&
      !stillFits(row.message, booking.status)
    ) {
      return updateNotification(tx, row.id, { status: 'canceled' }, now);
    }
    const settings = effectiveNotificationSettings(hotel.notifications, hotel.setting);
    const enabled = row.gateway === 'email' ? settings.emailEnabled : settings.smsEnabled;
    if (!enabled) return markUnsent(tx, row.id, 'disabled', now);
    // An automatic message goes to whoever is the main guest when it is sent (the main guest
    // may have changed since it was scheduled), in their language; a person's choice stays.
    const automatic = row.createdBy === null && row.resendOf === null;
    const guestId = automatic ? (booking.mainGuestId ?? row.guestId) : row.guestId;
    const guest = guestId ? await findNotificationGuest(tx, hotel.id, guestId) : undefined;
    const language = automatic
      ? messageLanguage(guest?.language, settings.languages, hotel.setting.defaultLanguage)
      : row.language;
    if (guestId !== row.guestId || language !== row.language) {
      await updateNotification(tx, row.id, { guestId: guest?.id ?? null, language }, now);
    }

    let recipient: string;
    let provider: string;
    if (row.gateway === 'email') {
      recipient = guest?.email.trim() ?? '';
      if (recipient === '') return markUnsent(tx, row.id, 'no_email', now);
      await updateNotification(tx, row.id, { recipient }, now);
      if (!isEmail(recipient)) return failed('invalid_email');
      provider = deps.emailTransport;
    } else {
      const mobile = normalizeMobile(
        guest?.mobile ?? '',
        countryOf(guest?.country),
        settings.allowedCountries,
      );
      if (!mobile.ok) {
        if (mobile.reason === 'no_mobile') return markUnsent(tx, row.id, 'no_mobile', now);
        await updateNotification(tx, row.id, { recipient: guest?.mobile.trim() ?? '' }, now);
        return failed(mobile.reason);
      }
      recipient = mobile.e164;
      // In the transaction: on PGlite a read beside it would wait for it for ever.
      provider = (await deps.smsGatewayFor(hotel.id, tx)).provider;
    }

    const template = settings.templates[row.message][language];
    let rendered: Awaited<ReturnType<typeof renderForBooking>>;
    try {
      rendered = await renderForBooking(tx, template, {
        language,
        hotel,
        booking,
        guest: guest ?? null,
        appUrl: deps.appUrl,
      });
    } catch {
      // Saved templates are validated; one stored before that rule is a technical failure.
      await updateNotification(tx, row.id, { recipient, provider }, now);
      return failed('technical');
    }
    const content =
      row.gateway === 'email'
        ? { subject: rendered.subject, body: rendered.body }
        : { subject: null, body: rendered.sms };
    await updateNotification(tx, row.id, { recipient, provider, ...content }, now);
    if (content.body === '' || content.subject === '') return failed('empty_message');
    const data: DeliverJobData = {
      notificationId: row.id,
      hotelId: row.hotelId,
      attempt: row.attempts,
    };
    await deps.jobs.send(DELIVER_QUEUE, data, { tx });
  }

  /**
   * One message in its own savepoint: a message that cannot be readied (a hotel's stored SMS
   * credentials unreadable after a key change, say) fails as `technical` alone, instead of
   * rolling back the whole batch and blocking every other hotel's messages on each run.
   */
  async function prepareAlone(tx: Tx, row: GuestNotificationRow, now: Date) {
    try {
      await tx.transaction((savepoint) => prepare(savepoint, row, now));
    } catch {
      await createDeliveryStatusRepository(tx).markFailed(row.id, 'technical', tx);
    }
  }

  return {
    /**
     * Every message due at `now`: stale ones recovered first, then taken (SKIP LOCKED, so
     * concurrent runs never take one twice) and readied. Returns how many were taken.
     */
    async dispatchDue(now: Date = new Date()): Promise<number> {
      const stale = await db.transaction((tx) =>
        recoverStale(tx, new Date(now.getTime() - STALE_SENDING_MS)),
      );
      for (const { id } of stale)
        await createDeliveryStatusRepository(db).markFailed(id, 'technical');
      const reportBefore = new Date(now.getTime() - DELIVERY_REPORT_WAIT_MS);
      for (const { id } of await unreportedSince(db, reportBefore)) {
        await createDeliveryStatusRepository(db).markFailed(id, 'unknown');
      }
      let total = 0;
      for (;;) {
        const taken = await db.transaction(async (tx) => {
          const rows = await claimDue(tx, now, CLAIM_LIMIT);
          for (const row of rows) await prepareAlone(tx, row, now);
          return rows.length;
        });
        total += taken;
        if (taken < CLAIM_LIMIT) return total;
      }
    },

    /** One message a person asked for, readied at once (its answer shows unsent at once). */
    async dispatchOne(tx: Tx, row: GuestNotificationRow, now: Date = new Date()) {
      await prepare(tx, row, now);
    },
  };
}

export type NotificationDispatcher = ReturnType<typeof createNotificationDispatcher>;
