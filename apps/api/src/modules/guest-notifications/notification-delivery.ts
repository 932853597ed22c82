import type { EmailTransport } from '../../adapters/email/email-sender';
import { SmsDeliveryError } from '../../adapters/sms/sms-gateway';
import type { Db } from '../../db/client';
import { systemPrincipal } from '../../lib/principal';
import { isAppError } from '../../lib/app-error';
import type { BookingActions } from '../bookings';
import { createDeliveryStatusRepository } from './delivery-status.repository';
import { findNotification, updateNotification } from './guest-notifications.repository';
import { findNotificationBooking, findNotificationHotel } from './notification-context.repository';
import type { DeliverJobData, SmsGatewayFor } from './notification-dispatcher';
import { effectiveNotificationSettings } from './notification-settings';
import { smsWebhookUrl } from '../../adapters/sms/resolve-sms-gateway';
import { classifySmtpFailure } from './smtp-failure';
import { plainTextToHtml } from './template-rendering';

/** A try that may work later: the deliver job throws it, and the queue retries. */
class RetryableDeliveryError extends Error {}

/**
 * Hands one readied message to its gateway: SMTP (or the local outbox) for email, the hotel's
 * SMS provider (or the local SMS outbox) for SMS. Accepted by SMTP or stored by an outbox
 * counts as delivered; an SMS provider's report finishes the others (webhook).
 */
export function createNotificationDelivery(deps: {
  db: Db;
  emailTransport: EmailTransport;
  smsGatewayFor: SmsGatewayFor;
  bookingActions: Pick<BookingActions, 'changeStatus'>;
  appUrl: string;
  clock?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const status = createDeliveryStatusRepository(db);

  /**
   * Spec §4: sending the check-in information checks the guest in. Once: only a booking still
   * pending changes (the status change locks the booking, so email and SMS cannot both do it).
   * A booking without a room stays pending: staff assign one and check in at the desk.
   */
  async function checkIn(hotelId: string, bookingId: string) {
    const booking = await findNotificationBooking(db, hotelId, bookingId);
    if (booking?.status !== 'pending') return;
    try {
      await deps.bookingActions.changeStatus(
        hotelId,
        bookingId,
        'checked_in',
        systemPrincipal('scheduler'),
      );
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }

  async function sendEmail(id: string, message: { to: string; subject: string; text: string }) {
    try {
      await deps.emailTransport.deliver({ ...message, html: plainTextToHtml(message.text) });
    } catch (error) {
      const failure = classifySmtpFailure(error);
      if (failure.retry)
        throw new RetryableDeliveryError(error instanceof Error ? error.message : String(error));
      await status.markFailed(id, failure.reason);
      return false;
    }
    const now = clock();
    await updateNotification(db, id, {
      status: 'delivered',
      sentAt: now,
      deliveredAt: now,
      reason: null,
    });
    return true;
  }

  async function sendSms(row: { id: string; hotelId: string; recipient: string; body: string }) {
    const hotel = await findNotificationHotel(db, row.hotelId);
    const sender = hotel
      ? effectiveNotificationSettings(hotel.notifications, hotel.setting).smsSender
      : '';
    const gateway = await deps.smsGatewayFor(row.hotelId);
    const callback =
      gateway.provider === 'outbox'
        ? undefined
        : smsWebhookUrl(deps.appUrl, gateway.provider, row.hotelId);
    try {
      const result = await gateway.send({
        hotelId: row.hotelId,
        to: row.recipient,
        text: row.body,
        sender,
        ...(callback ? { statusCallbackUrl: callback } : {}),
      });
      const now = clock();
      await updateNotification(db, row.id, {
        provider: gateway.provider,
        providerMessageId: result.providerMessageId,
        sentAt: now,
        ...(result.status === 'delivered' ? { status: 'delivered', deliveredAt: now } : {}),
      });
      return true;
    } catch (error) {
      if (!(error instanceof SmsDeliveryError) || error.retryable) {
        throw new RetryableDeliveryError(error instanceof Error ? error.message : String(error));
      }
      await status.markFailed(row.id, error.reason);
      return false;
    }
  }

  return {
    /** The deliver job's work; throws to be retried. A stale or finished row is left alone. */
    async deliver(data: DeliverJobData) {
      const row = await findNotification(db, data.notificationId, data.hotelId);
      if (!row || row.status !== 'sending' || row.sentAt || row.attempts !== data.attempt) return;
      const sent =
        row.gateway === 'email'
          ? await sendEmail(row.id, {
              to: row.recipient,
              subject: row.subject ?? '',
              text: row.body ?? '',
            })
          : await sendSms({ ...row, body: row.body ?? '' });
      // Only the scheduled one checks in (spec §4); a person's "Send now" or "Resend" of the
      // same text leaves the status to the desk.
      const automatic = row.createdBy === null && row.resendOf === null;
      if (sent && automatic && row.message === 'check_in') {
        await checkIn(row.hotelId, row.bookingId);
      }
    },

    /** After the last try: the message failed for a technical reason (and the bell says so). */
    async giveUp(data: DeliverJobData) {
      const row = await findNotification(db, data.notificationId, data.hotelId);
      if (row?.status === 'sending' && !row.sentAt && row.attempts === data.attempt) {
        await status.markFailed(row.id, 'technical');
      }
    },
  };
}
