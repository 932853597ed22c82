import { bookingCreateSchema } from '@hotel/shared/contracts/bookings';
import type { Booking, BookingUpdateRequest } from '@hotel/shared/contracts/bookings';
import type { GuestSummary } from '@hotel/shared/contracts/guests';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { parseMoneyInput } from '@hotel/shared/money';
import { issueParams, type IssueParams } from '@/lib/form-resolver';
import { toMoneyInput } from '@/lib/money';

/** What the create and edit forms hold; numbers stay numbers, the manual price stays text. */
export interface BookingFormValues {
  mainGuest: GuestSummary | null;
  arrival: string;
  departure: string;
  roomType: string;
  /** '' = assign later. */
  room: string;
  adults: number;
  kids: number;
  extraBeds: number;
  services: string[];
  isPriceManual: boolean;
  manualPrice: string;
  notice: string;
}

/** An i18n key of the shared schema and the placeholders its text needs ({{max}}, {{days}} …). */
export interface FieldIssue {
  key: string;
  params?: IssueParams;
}

export type BookingFormErrors = Partial<Record<keyof BookingFormValues, FieldIssue>>;

/** A field the desk has changed no longer shows the error of the last save; the next save checks it again. */
export function withoutChangedFields(
  errors: BookingFormErrors,
  changed: Partial<BookingFormValues>,
): BookingFormErrors {
  const kept = { ...errors };
  for (const field of Object.keys(changed) as (keyof BookingFormValues)[]) delete kept[field];
  return kept;
}

export function emptyFormValues(prefill: URLSearchParams): BookingFormValues {
  const date = (name: string) => {
    const value = prefill.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  return {
    mainGuest: null,
    arrival: date('arrival'),
    departure: date('departure'),
    roomType: prefill.get('roomType') ?? '',
    room: prefill.get('room') ?? '',
    adults: 1,
    kids: 0,
    extraBeds: 0,
    services: [],
    isPriceManual: false,
    manualPrice: '',
    notice: '',
  };
}

export function bookingToFormValues(booking: Booking, currency: string): BookingFormValues {
  return {
    mainGuest: booking.mainGuest,
    arrival: booking.arrival,
    departure: booking.departure,
    roomType: booking.roomType._id,
    room: booking.room?._id ?? '',
    adults: booking.adults,
    kids: booking.kids,
    extraBeds: booking.extraBeds,
    services: booking.services.map((service) => service._id),
    isPriceManual: booking.isPriceOverridden,
    manualPrice: booking.isPriceOverridden ? toMoneyInput(booking.price, currency) : '',
    notice: booking.notice,
  };
}

/**
 * The request body, or the translated-key errors per field. The shared create schema checks
 * the same rules the server does, so a mistake is shown before anything is sent.
 */
export function toRequest(
  values: BookingFormValues,
  currency: string,
): { body: BookingUpdateRequest } | { errors: BookingFormErrors } {
  const errors: BookingFormErrors = {};
  let price: number | null = null;
  if (values.isPriceManual) {
    const parsed = parseMoneyInput(values.manualPrice, currency);
    if (parsed === undefined) errors.manualPrice = { key: 'validation.moneyInvalid' };
    else price = parsed;
  }
  const body: BookingUpdateRequest = {
    roomType: values.roomType,
    room: values.room || null,
    arrival: values.arrival,
    departure: values.departure,
    adults: values.adults,
    kids: values.kids,
    extraBeds: values.extraBeds,
    mainGuest: values.mainGuest?._id ?? null,
    services: values.services,
    price,
    notice: values.notice,
  };
  const parsed = bookingCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof BookingFormValues;
      const params = issueParams(issue);
      errors[field] ??= params ? { key: issue.message, params } : { key: issue.message };
    }
  }
  return Object.keys(errors).length ? { errors } : { body };
}
