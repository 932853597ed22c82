import type { Language } from '@hotel/shared/i18n/languages';
import type { TemplateVariable } from '@hotel/shared/guest-notifications';
import { formatHotelDate } from '@hotel/shared/hotel-date-format';
import { formatMoneyIn } from '@hotel/shared/money';
import { addDays, nightsBetween } from '@hotel/shared/stay-dates';
import type {
  NotificationBooking,
  NotificationGuest,
  NotificationHotel,
} from './notification-context.repository';

export type TemplateVariables = Record<TemplateVariable, string | number>;

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

const WORDING = {
  de: {
    mr: (last: string) => `Sehr geehrter Herr ${last},`,
    ms: (last: string) => `Sehr geehrte Frau ${last},`,
    named: (name: string) => `Guten Tag ${name},`,
    anonymous: 'Guten Tag,',
    noRoom: 'noch nicht zugeteilt',
    codeInApp: 'in der Gäste-App, sobald Ihr Zugang freigegeben ist',
  },
  en: {
    mr: (last: string) => `Dear Mr ${last},`,
    ms: (last: string) => `Dear Ms ${last},`,
    named: (name: string) => `Dear ${name},`,
    anonymous: 'Hello,',
    noRoom: 'not assigned yet',
    codeInApp: 'in the guest app once your access is granted',
  },
} satisfies Record<Language, unknown>;

/** "Sehr geehrte Frau Muster," by the guest's gender; the full name when it is unknown. */
function salutationOf(guest: NotificationGuest | null, language: Language) {
  const words = WORDING[language];
  if (!guest) return words.anonymous;
  const name = `${guest.firstName} ${guest.lastName}`.trim();
  if (guest.gender && guest.lastName) return words[guest.gender](guest.lastName);
  return name ? words.named(name) : words.anonymous;
}

/**
 * Every variable of TEMPLATE_VARIABLES from a real booking: dates in the hotel's format, money
 * in its currency written the language's way, the guest app of the hotel.
 */
export function templateVariables(source: {
  language: Language;
  hotel: NotificationHotel;
  booking: NotificationBooking;
  guest: NotificationGuest | null;
  openBalance: number;
  /** The guest app shows the door code now (isAccessGranted); else the message points there. */
  accessGranted: boolean;
  appUrl: string;
}): TemplateVariables {
  const { language, hotel, booking, guest } = source;
  const { setting, contact } = hotel;
  return {
    salutation: salutationOf(guest, language),
    guest_first_name: guest?.firstName ?? '',
    guest_last_name: guest?.lastName ?? '',
    guest_name: guest ? `${guest.firstName} ${guest.lastName}`.trim() : '',
    booking_number: booking.number,
    arrival: formatHotelDate(booking.arrival, setting),
    departure: formatHotelDate(booking.departure, setting),
    nights: nightsBetween(booking.arrival, booking.departure),
    room: booking.roomNumber ?? WORDING[language].noRoom,
    room_type: booking.roomTypeName,
    // Never a code the app still holds back (self check-in or an open payment first).
    access_code: source.accessGranted ? booking.accessCode : WORDING[language].codeInApp,
    check_in_time: setting.checkInTime,
    check_out_time: setting.checkOutTime,
    guest_app_link: `${source.appUrl}/guest_app/${hotel.symbolCode}`,
    // The booking's self check-in in the guest app (issue 14), after the guest signs in.
    self_check_in_link: `${source.appUrl}/guest_app/${hotel.symbolCode}/${booking.id}/self_check_in`,
    // The hotel's own name; contact.name is the person to ask ("Familie Brandstätter").
    hotel_name: hotel.name,
    hotel_address: contact.address,
    hotel_phone: contact.phone,
    hotel_email: contact.email,
    // A stay paid in full (or more) owes nothing: never a negative amount in a guest's message.
    open_balance: formatMoneyIn(
      Math.max(0, source.openBalance),
      setting.currency,
      LOCALES[language],
    ),
  };
}

/** For a hotel without any booking: a clearly made-up stay, so the preview still reads. */
export function sampleBooking(today: string): NotificationBooking {
  return {
    id: '00000000-0000-0000-0000-000000000000',
    number: 1000,
    status: 'pending',
    arrival: today,
    departure: addDays(today, 2),
    accessCode: '123456',
    selfCheckInCompleted: false,
    price: 24000,
    mainGuestId: null,
    roomTypeName: 'Double room',
    roomNumber: '101',
  };
}

export const SAMPLE_GUEST: NotificationGuest = {
  id: '00000000-0000-0000-0000-000000000000',
  firstName: 'Erika',
  lastName: 'Mustermann',
  gender: 'ms',
  email: 'erika.mustermann@example.com',
  mobile: '+4915112345678',
  language: '',
  country: 'DE',
};
