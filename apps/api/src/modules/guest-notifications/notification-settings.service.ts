import type { z } from 'zod';
import type {
  notificationSettingsSchema,
  NotificationSettingsResponse,
  templatePreviewInputSchema,
  TemplatePreview,
  NotificationOutboxItem,
  SmsProviderStatus,
} from '@hotel/shared/contracts/guest-notifications';
import { todayIn } from '@hotel/shared/stay-dates';
import type { EmailTransportKind } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../lib/app-error';
import { bookingNotFound } from '../bookings';
import { listOutbox } from './guest-notifications.repository';
import { renderForBooking } from './message-content';
import {
  findNotificationBooking,
  findNotificationGuest,
  findNotificationHotel,
  findPreviewBookingId,
  saveStoredSettings,
  type NotificationHotel,
} from './notification-context.repository';
import { effectiveNotificationSettings } from './notification-settings';
import { rescheduleCheckIns } from './notification-scheduler';
import { templateIssue, templatesIssues } from './template-rendering';
import { SAMPLE_GUEST, sampleBooking } from './template-variables';

export const hotelNotFound = () => new AppError('NOT_FOUND', 'errors.hotelNotFound');

/** GET/PUT /api/settings/notifications, the preview and the outbox (manageHotel). */
export function createNotificationSettingsService(deps: {
  db: Db;
  appUrl: string;
  emailTransport: EmailTransportKind;
  /** The SMS provider and whether its credentials are complete (the sms module's own rule). */
  smsStatus: (hotelId: string) => Promise<SmsProviderStatus>;
  clock?: () => Date;
}) {
  const { db, appUrl } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function hotelOf(hotelId: string): Promise<NotificationHotel> {
    const hotel = await findNotificationHotel(db, hotelId);
    if (!hotel) throw hotelNotFound();
    return hotel;
  }

  async function get(hotelId: string): Promise<NotificationSettingsResponse> {
    const hotel = await hotelOf(hotelId);
    // The provider's part comes from smsStatus.
    const {
      smsProvider: _provider,
      twilioAccountSid: _sid,
      ...settings
    } = effectiveNotificationSettings(hotel.notifications, hotel.setting);
    const sms = await deps.smsStatus(hotelId);
    // The local outbox needs no credentials: "configured" speaks of a provider's.
    const configured = sms.provider !== 'outbox' && sms.configured;
    return {
      ...settings,
      gateways: { email: deps.emailTransport, sms: configured ? sms.provider : 'outbox' },
      smsCredentials: { configured, last4: sms.last4, accountSid: sms.accountSid },
      smsWebhookUrl: sms.webhookUrl,
    };
  }

  return {
    get,

    /** Saves every field; the SMS provider (its own endpoint) stays as it is. */
    async update(hotelId: string, input: z.output<typeof notificationSettingsSchema>) {
      const issues = templatesIssues(input.templates);
      if (issues.length > 0) throw validationError(issues);
      const hotel = await hotelOf(hotelId);
      const before = effectiveNotificationSettings(hotel.notifications, hotel.setting);
      const { smsProvider, twilioAccountSid } = hotel.notifications;
      await db.transaction(async (tx) => {
        await saveStoredSettings(tx, hotelId, {
          ...input,
          ...(smsProvider ? { smsProvider } : {}),
          ...(twilioAccountSid ? { twilioAccountSid } : {}),
        });
        // Waiting check-in information follows the new hours, and a gateway switched on gets
        // its messages for stays already confirmed (due now: the next dispatch run).
        const gatewayTurnedOn =
          (input.emailEnabled && !before.emailEnabled) || (input.smsEnabled && !before.smsEnabled);
        if (before.hoursInAdvance !== input.hoursInAdvance || gatewayTurnedOn) {
          await rescheduleCheckIns(tx, hotelId, clock());
        }
      });
      return get(hotelId);
    },

    /**
     * An unsaved template with a real booking: the one asked for, else the next arrival, else
     * the latest; a hotel without bookings sees made-up data (bookingNumber null).
     */
    async preview(
      hotelId: string,
      input: z.output<typeof templatePreviewInputSchema>,
    ): Promise<TemplatePreview> {
      const issues = (['subject', 'body', 'sms'] as const).flatMap((field) => {
        const issue = templateIssue(input.template[field]);
        return issue ? [{ path: `template.${field}`, ...issue }] : [];
      });
      if (issues.length > 0) throw validationError(issues);
      const hotel = await hotelOf(hotelId);
      const today = todayIn(hotel.setting.timeZone, clock());
      const bookingId = input.bookingId ?? (await findPreviewBookingId(db, hotelId, today));
      const booking = bookingId && (await findNotificationBooking(db, hotelId, bookingId));
      if (input.bookingId && !booking) throw bookingNotFound();
      const base = { language: input.language, hotel, appUrl };
      if (!booking) {
        const sample = {
          ...base,
          booking: sampleBooking(today),
          guest: SAMPLE_GUEST,
          sample: true,
        };
        return { ...(await renderForBooking(db, input.template, sample)), bookingNumber: null };
      }
      const guest = booking.mainGuestId
        ? ((await findNotificationGuest(db, hotelId, booking.mainGuestId)) ?? null)
        : null;
      const rendered = await renderForBooking(db, input.template, { ...base, booking, guest });
      return { ...rendered, bookingNumber: booking.number };
    },

    /** What guests would have received while no SMTP or SMS provider was set up. */
    async outbox(hotelId: string): Promise<{ items: NotificationOutboxItem[] }> {
      const rows = await listOutbox(db, hotelId);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          bookingId: row.bookingId,
          message: row.message,
          gateway: row.gateway,
          language: row.language,
          recipient: row.recipient,
          subject: row.gateway === 'email' ? row.subject : null,
          body: row.body ?? '',
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
