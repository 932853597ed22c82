import type { Language } from '@hotel/shared/i18n/languages';
import type { MessageTemplate } from '@hotel/shared/contracts/guest-notifications';
import type { Db, Tx } from '../../db/client';
import {
  paymentStateOf,
  type NotificationBooking,
  type NotificationGuest,
  type NotificationHotel,
} from './notification-context.repository';
import { renderTemplate } from './template-rendering';
import { templateVariables } from './template-variables';

/** A template rendered with a booking's data in one language (balance and access read now). */
export async function renderForBooking(
  db: Db | Tx,
  template: MessageTemplate,
  source: {
    language: Language;
    hotel: NotificationHotel;
    booking: NotificationBooking;
    guest: NotificationGuest | null;
    appUrl: string;
    /** A made-up booking (preview without any): its price is the balance. */
    sample?: boolean;
  },
) {
  const state = source.sample
    ? { openBalance: source.booking.price, accessGranted: true }
    : await paymentStateOf(db, source.booking, source.hotel.setting);
  return renderTemplate(template, templateVariables({ ...source, ...state }));
}
