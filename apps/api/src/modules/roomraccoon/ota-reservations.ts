import { MAX_MONEY_MINOR } from '@hotel/shared/constants';
import { LANGUAGES } from '@hotel/shared/i18n/messages';
import { parseMoneyInput } from '@hotel/shared/money';
import { isBookableStay, isIsoDate } from '@hotel/shared/stay-dates';
import { OTA_ERROR_CODES as CODES, OtaFailure, otaBusinessFailure } from './ota-errors';
import { attribute, child, children, descendants, textOf, type XmlElement } from './ota-xml';

/** One room of a reservation as RoomRaccoon sent it, checked. */
export interface OtaRoomStay {
  roomTypeCode: string;
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  /** Minor units of the hotel's currency; null when absent or in another currency. */
  price: number | null;
  /** Said in the notice when the amount could not be taken over ("Total 120.00 USD"). */
  priceNote: string;
}

export interface OtaGuest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
}

/** One HotelReservation of an OTA_HotelResNotifRQ, checked. */
export interface OtaReservation {
  externalId: string;
  /** As sent (Commit, Book, Modify, Cancel), echoed in the answer. */
  resStatus: string;
  isCanceled: boolean;
  hotelCodes: string[];
  /** Empty only for a cancellation that names no rooms. */
  stays: OtaRoomStay[];
  guest: OtaGuest | null;
  comments: string;
  channelName: string;
}

export const MAX_RESERVATIONS_PER_MESSAGE = 50;
export const MAX_ROOM_STAYS_PER_RESERVATION = 20;
const MAX_EXTERNAL_ID = 100;
const MAX_GUEST_COUNT = 99;
const MAX_NOTICE = 2000;
const MAX_NAME = 100;
const MAX_CONTACT = 200;

const ACTIVE_STATUSES = ['commit', 'book', 'booked', 'modify', 'reserved', 'confirmed'];
const CANCEL_STATUSES = ['cancel', 'cancelled', 'canceled'];
/** OTA's Age Qualifying Codes: 10 adult; 8 child and 7 infant count as kids here. */
const ADULT = '10';
const KID_CODES = ['8', '7'];

const clip = (value: string, max: number) => value.slice(0, max);

/** A TimeSpan bound: a date, or a date-time whose date part is taken (arrival day, departure day). */
function stayDate(value: string | null, which: 'Start' | 'End', id: string): string {
  if (value === null || value === '') {
    throw otaBusinessFailure(CODES.requiredFieldMissing, `${id}: TimeSpan@${which} is missing`);
  }
  const date = value.slice(0, 10);
  if (!isIsoDate(date) || (value.length > 10 && value[10] !== 'T')) {
    throw otaBusinessFailure(CODES.invalidDate, `${id}: TimeSpan@${which} is not a date`);
  }
  return date;
}

function guestCounts(roomStay: XmlElement, id: string): { adults: number; kids: number } {
  let adults = 0;
  let kids = 0;
  for (const count of descendants(roomStay, 'GuestCounts', 'GuestCount')) {
    const value = Number(attribute(count, 'Count') ?? '0');
    if (!Number.isInteger(value) || value < 0 || value > MAX_GUEST_COUNT) {
      throw otaBusinessFailure(CODES.invalidValue, `${id}: GuestCount@Count is not 0 to 99`);
    }
    const code = attribute(count, 'AgeQualifyingCode') ?? ADULT;
    if (KID_CODES.includes(code)) kids += value;
    else adults += value;
  }
  return { adults: Math.max(1, adults), kids };
}

/** The stay's total (after tax where given) in the hotel's currency, as minor units. */
function priceOf(total: XmlElement | undefined, currency: string) {
  const amount = attribute(total, 'AmountAfterTax') ?? attribute(total, 'AmountBeforeTax');
  if (amount === null) return { price: null, priceNote: '' };
  const sentCurrency = attribute(total, 'CurrencyCode') ?? currency;
  const places = Number(attribute(total, 'DecimalPlaces') ?? 'NaN');
  // OTA may send "12000" with DecimalPlaces="2" for 120.00.
  const decimal =
    Number.isInteger(places) && places > 0 && /^\d+$/.test(amount)
      ? `${amount.slice(0, -places) || '0'}.${amount.slice(-places).padStart(places, '0')}`
      : amount;
  const minor =
    sentCurrency.toUpperCase() === currency.toUpperCase()
      ? parseMoneyInput(decimal.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''), currency)
      : undefined;
  if (minor === undefined || minor > MAX_MONEY_MINOR) {
    return { price: null, priceNote: clip(`Total ${amount} ${sentCurrency}`, 80) };
  }
  return { price: minor, priceNote: '' };
}

function readRoomStay(roomStay: XmlElement, id: string, currency: string): OtaRoomStay {
  const roomTypeCode =
    attribute(descendants(roomStay, 'RoomTypes', 'RoomType')[0], 'RoomTypeCode') ??
    attribute(descendants(roomStay, 'RoomRates', 'RoomRate')[0], 'RoomTypeCode') ??
    '';
  if (roomTypeCode === '') {
    throw otaBusinessFailure(CODES.requiredFieldMissing, `${id}: RoomTypeCode is missing`);
  }
  const timeSpan = child(roomStay, 'TimeSpan');
  const arrival = stayDate(attribute(timeSpan, 'Start'), 'Start', id);
  const departure = stayDate(attribute(timeSpan, 'End'), 'End', id);
  if (!isBookableStay(arrival, departure)) {
    throw otaBusinessFailure(
      CODES.invalidDateCombination,
      `${id}: TimeSpan@End must be after @Start, at most 365 nights`,
    );
  }
  return {
    roomTypeCode: clip(roomTypeCode, 40),
    arrival,
    departure,
    ...guestCounts(roomStay, id),
    ...priceOf(child(roomStay, 'Total'), currency),
  };
}

function languageOf(customer: XmlElement | undefined, request: XmlElement, fallback: string) {
  const sent = (attribute(customer, 'Language') ?? attribute(request, 'PrimaryLangID') ?? '')
    .slice(0, 2)
    .toLowerCase();
  return (LANGUAGES as readonly string[]).includes(sent) ? sent : fallback;
}

function readGuest(
  reservation: XmlElement,
  request: XmlElement,
  defaultLanguage: string,
): OtaGuest | null {
  const resGuests = descendants(reservation, 'ResGuests', 'ResGuest');
  const primary =
    resGuests.find((guest) => attribute(guest, 'PrimaryIndicator') === 'true') ?? resGuests[0];
  const customer = descendants(primary, 'Profiles', 'ProfileInfo', 'Profile', 'Customer')[0];
  const name = child(customer, 'PersonName');
  const firstName = children(name, 'GivenName').map(textOf).join(' ').trim();
  const lastName = textOf(child(name, 'Surname'));
  if (firstName === '' && lastName === '') return null;
  return {
    firstName: clip(firstName, MAX_NAME),
    lastName: clip(lastName, MAX_NAME),
    email: clip(textOf(child(customer, 'Email')), MAX_CONTACT),
    phone: clip(attribute(child(customer, 'Telephone'), 'PhoneNumber') ?? '', 40),
    language: languageOf(customer, request, defaultLanguage),
  };
}

function commentsOf(reservation: XmlElement): string {
  const texts = [
    ...descendants(reservation, 'RoomStays', 'RoomStay', 'Comments', 'Comment'),
    ...descendants(reservation, 'ResGlobalInfo', 'Comments', 'Comment'),
    ...descendants(reservation, 'RoomStays', 'RoomStay', 'SpecialRequests', 'SpecialRequest'),
  ].flatMap((comment) => {
    const text = children(comment, 'Text').map(textOf).join('\n') || textOf(comment);
    return text ? [text] : [];
  });
  return texts.join('\n');
}

function channelNameOf(reservation: XmlElement, request: XmlElement): string {
  for (const scope of [reservation, request]) {
    const company = descendants(scope, 'POS', 'Source', 'BookingChannel', 'CompanyName')[0];
    const name =
      textOf(company) || attribute(company, 'CompanyShortName') || attribute(company, 'Code') || '';
    if (name) return clip(name, MAX_NAME);
  }
  return 'RoomRaccoon';
}

function externalIdOf(reservation: XmlElement): string {
  const ids = children(reservation, 'UniqueID');
  const unique = ids.find((id) => attribute(id, 'Type') === '14') ?? ids[0];
  const externalId = attribute(unique, 'ID') ?? '';
  if (externalId === '') {
    throw otaBusinessFailure(
      CODES.requiredFieldMissing,
      'HotelReservation: UniqueID@ID is missing',
    );
  }
  if (externalId.length > MAX_EXTERNAL_ID) {
    throw otaBusinessFailure(CODES.invalidValue, 'HotelReservation: UniqueID@ID is too long');
  }
  return externalId;
}

function statusOf(reservation: XmlElement, request: XmlElement, id: string) {
  const resStatus =
    attribute(reservation, 'ResStatus') ?? attribute(request, 'ResStatus') ?? 'Commit';
  const status = resStatus.toLowerCase();
  if (CANCEL_STATUSES.includes(status)) return { resStatus, isCanceled: true };
  if (ACTIVE_STATUSES.includes(status)) return { resStatus, isCanceled: false };
  throw otaBusinessFailure(CODES.invalidValue, `${id}: ResStatus ${resStatus} is not supported`);
}

function readReservation(
  reservation: XmlElement,
  request: XmlElement,
  hotel: { currency: string; language: string },
): OtaReservation {
  const externalId = externalIdOf(reservation);
  const { resStatus, isCanceled } = statusOf(reservation, request, externalId);
  const roomStays = descendants(reservation, 'RoomStays', 'RoomStay');
  if (roomStays.length > MAX_ROOM_STAYS_PER_RESERVATION) {
    throw otaBusinessFailure(CODES.invalidValue, `${externalId}: more than 20 RoomStay elements`);
  }
  if (!isCanceled && roomStays.length === 0) {
    throw otaBusinessFailure(CODES.requiredFieldMissing, `${externalId}: RoomStay is missing`);
  }
  // A cancellation's rooms are only read for their dates: one it cannot read still cancels
  // every room known here under its id.
  const stays = isCanceled
    ? roomStays.flatMap((stay) => {
        try {
          return [readRoomStay(stay, externalId, hotel.currency)];
        } catch (error) {
          if (error instanceof OtaFailure) return [];
          throw error;
        }
      })
    : roomStays.map((stay) => readRoomStay(stay, externalId, hotel.currency));
  const guest = readGuest(reservation, request, hotel.language);
  if (!isCanceled && guest === null) {
    throw otaBusinessFailure(
      CODES.requiredFieldMissing,
      `${externalId}: the guest's PersonName is missing`,
    );
  }
  const hotelCodes = [
    ...descendants(reservation, 'RoomStays', 'RoomStay', 'BasicPropertyInfo'),
    ...children(reservation, 'BasicPropertyInfo'),
  ].flatMap((info) => attribute(info, 'HotelCode') ?? []);
  return {
    externalId,
    resStatus,
    isCanceled,
    hotelCodes,
    stays,
    guest,
    comments: clip(commentsOf(reservation), MAX_NOTICE),
    channelName: channelNameOf(reservation, request),
  };
}

/** Every HotelReservation of the message, checked; the first problem is the message's error. */
export function readReservations(
  request: XmlElement,
  hotel: { currency: string; language: string },
): OtaReservation[] {
  const reservations = descendants(request, 'HotelReservations', 'HotelReservation');
  if (reservations.length === 0) {
    throw otaBusinessFailure(CODES.requiredFieldMissing, 'HotelReservation is missing');
  }
  if (reservations.length > MAX_RESERVATIONS_PER_MESSAGE) {
    throw otaBusinessFailure(CODES.invalidValue, 'More than 50 HotelReservation elements');
  }
  const hotelCode = attribute(child(request, 'HotelReservations'), 'HotelCode');
  return reservations.map((reservation) => {
    const read = readReservation(reservation, request, hotel);
    return hotelCode ? { ...read, hotelCodes: [hotelCode, ...read.hotelCodes] } : read;
  });
}
