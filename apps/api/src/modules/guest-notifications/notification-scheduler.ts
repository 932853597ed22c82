import type {
  DeliveryReason,
  NotificationGateway,
  NotificationMessage,
} from '@hotel/shared/guest-notifications';
import type { Tx } from '../../db/client';
import type { DomainEvent } from '../../jobs/registry';
import {
  gatewaysAlreadySent,
  pendingArrivalsFrom,
  cancelScheduled,
  insertAutomatic,
  reviveCanceled,
  type NewGuestNotification,
} from './guest-notifications.repository';
import {
  findNotificationBooking,
  findNotificationGuest,
  findNotificationHotel,
  type NotificationBooking,
  type NotificationHotel,
} from './notification-context.repository';
import {
  effectiveNotificationSettings,
  type EffectiveNotificationSettings,
} from './notification-settings';
import { checkInDueAt, messageLanguage, sendTime } from './scheduling-rules';
import { todayIn } from '@hotel/shared/stay-dates';

interface Scene {
  tx: Tx;
  now: Date;
  hotel: NotificationHotel;
  settings: EffectiveNotificationSettings;
  booking: NotificationBooking;
}

const enabledGateways = (settings: EffectiveNotificationSettings): NotificationGateway[] => [
  ...(settings.emailEnabled ? (['email'] as const) : []),
  ...(settings.smsEnabled ? (['sms'] as const) : []),
];

/** One row per enabled gateway for the booking's main guest, in the guest's language. */
async function rowsFor(
  scene: Scene,
  message: NotificationMessage,
  due: Date,
  extra: Partial<NewGuestNotification> = {},
): Promise<NewGuestNotification[]> {
  const { tx, hotel, settings, booking, now } = scene;
  const guest = booking.mainGuestId
    ? await findNotificationGuest(tx, hotel.id, booking.mainGuestId)
    : undefined;
  const language = messageLanguage(
    guest?.language,
    settings.languages,
    hotel.setting.defaultLanguage,
  );
  return enabledGateways(settings).map((gateway) => ({
    hotelId: hotel.id,
    bookingId: booking.id,
    guestId: guest?.id ?? null,
    message,
    gateway,
    language,
    scheduledFor: sendTime(gateway, due, now, hotel.setting.timeZone),
    ...extra,
  }));
}

/** Inserts (or revives) the rows; true when one of them is due now. */
async function schedule(scene: Scene, rows: NewGuestNotification[]) {
  const inserted = await insertAutomatic(scene.tx, rows);
  for (const row of rows) {
    if (!inserted.some((done) => done.gateway === row.gateway)) await reviveCanceled(scene.tx, row);
  }
  return rows.some((row) => row.scheduledFor.getTime() <= scene.now.getTime());
}

const sendNow = async (scene: Scene, message: NotificationMessage) =>
  schedule(scene, await rowsFor(scene, message, scene.now));

/**
 * The check-in information at its time; moved when the arrival moved. A stay whose arrival day
 * is already over (a booking entered or confirmed afterwards) gets none: the guest is either in
 * the house or did not come, and sending it would check them in.
 */
async function scheduleCheckIn(scene: Scene) {
  if (scene.booking.arrival < todayIn(scene.hotel.setting.timeZone, scene.now)) {
    await cancelScheduled(scene.tx, scene.booking.id, { messages: ['check_in'] });
    return false;
  }
  const due = checkInDueAt(
    scene.booking.arrival,
    scene.hotel.setting,
    scene.settings.hoursInAdvance,
  );
  // A guest who already got it (the booking stayed pending: no room yet) does not get it again
  // when the stay is moved or the settings change later.
  const sent = await gatewaysAlreadySent(scene.tx, scene.booking.id, 'check_in');
  const rows = (await rowsFor(scene, 'check_in', due)).filter((row) => !sent.includes(row.gateway));
  for (const row of rows) {
    await cancelScheduled(scene.tx, scene.booking.id, {
      messages: ['check_in'],
      gateway: row.gateway,
      keep: row.scheduledFor,
    });
  }
  return schedule(scene, rows);
}

/**
 * The hotel changed its hours in advance or switched a gateway on: every confirmed stay still
 * to arrive gets its check-in information at the new time, over every gateway now on (a stay
 * confirmed while SMS was off gets its SMS too).
 */
export async function rescheduleCheckIns(tx: Tx, hotelId: string, now: Date) {
  const hotel = await findNotificationHotel(tx, hotelId);
  if (!hotel) return;
  const settings = effectiveNotificationSettings(hotel.notifications, hotel.setting);
  const today = todayIn(hotel.setting.timeZone, now);
  for (const bookingId of await pendingArrivalsFrom(tx, hotelId, today)) {
    const booking = await findNotificationBooking(tx, hotelId, bookingId);
    if (booking?.status === 'pending') {
      await scheduleCheckIn({ tx, now, hotel, settings, booking });
    }
  }
}

/**
 * The confirmation, over each gateway it has not already gone out or is not already waiting on
 * (a public booking got it when it was made; the staff confirmation must not send it twice).
 */
async function sendConfirmationOnce(scene: Scene) {
  const done = await gatewaysAlreadySent(scene.tx, scene.booking.id, 'booking_confirmed', {
    includeWaiting: true,
  });
  const rows = (await rowsFor(scene, 'booking_confirmed', scene.now)).filter(
    (row) => !done.includes(row.gateway),
  );
  return schedule(scene, rows);
}

/** Recorded but never sent: the hotel switched the message off (reason of the catalogue). */
async function recordUnsent(scene: Scene, message: NotificationMessage, reason: DeliveryReason) {
  await insertAutomatic(
    scene.tx,
    await rowsFor(scene, message, scene.now, { status: 'unsent', reason }),
  );
  return false;
}

/** Whether a status change was made by sending the check-in information itself. */
const bySendingCheckIn = (payload: Record<string, unknown>) => {
  const actor = payload.actor as { kind?: string; name?: string } | undefined;
  return actor?.kind === 'system' && actor.name === 'scheduler';
};

/**
 * What a booking event means for its guest's messages (issue 12). Runs in the event handler's
 * transaction, so it happens once per event; returns true when a message is due now (the caller
 * then asks the dispatcher to run at once).
 */
export async function scheduleForEvent(tx: Tx, event: DomainEvent, now: Date): Promise<boolean> {
  const bookingId = event.payload.bookingId;
  if (typeof bookingId !== 'string') return false;
  const hotel = await findNotificationHotel(tx, event.hotelId);
  const booking = hotel && (await findNotificationBooking(tx, hotel.id, bookingId));
  if (!hotel || !booking) return false;
  const settings = effectiveNotificationSettings(hotel.notifications, hotel.setting);
  const scene: Scene = { tx, now, hotel, settings, booking };
  const { payload } = event;

  switch (event.type) {
    case 'booking.created':
      // A visitor who booked on the public page hears at once that the booking arrived; staff
      // confirm it later (new → pending), which then schedules the check-in information.
      if (payload.source === 'public_page' && payload.status === 'new') {
        return sendConfirmationOnce(scene);
      }
      // A booking created as confirmed (not from the desk today, but an import may).
      if (payload.status !== 'pending') return false;
      return (await sendNow(scene, 'booking_confirmed')) || (await scheduleCheckIn(scene));
    case 'booking.status_changed':
      if (payload.to === 'pending') {
        const confirmed = await sendConfirmationOnce(scene);
        return (await scheduleCheckIn(scene)) || confirmed;
      }
      // Checked in at the desk or completed: the check-in information is no longer needed.
      if (
        payload.to === 'completed' ||
        (payload.to === 'checked_in' && !bySendingCheckIn(payload))
      ) {
        await cancelScheduled(tx, booking.id, { messages: ['check_in'] });
      }
      return false;
    case 'booking.moved':
      return booking.status === 'pending' ? scheduleCheckIn(scene) : false;
    case 'booking.canceled':
      await cancelScheduled(tx, booking.id);
      return sendNow(scene, 'booking_canceled');
    case 'booking.access_code_reset':
      return settings.sendResetCode
        ? sendNow(scene, 'access_code_reset')
        : recordUnsent(scene, 'access_code_reset', 'reset_code_disabled');
    default:
      return false;
  }
}

export const SCHEDULING_EVENT_TYPES = [
  'booking.created',
  'booking.status_changed',
  'booking.moved',
  'booking.canceled',
  'booking.access_code_reset',
] as const;
