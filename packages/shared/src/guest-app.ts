import type { BookingStatus } from './booking-status';
import type { PaymentStatus } from './payment-status';

/**
 * The guest app's rules (issue 14, spec §3 "Guest app config", §4, §9), shared so the server
 * answers what the app shows.
 */

/** Spec §9: a guest's bookings come five to a page, page 1 first. */
export const GUEST_BOOKINGS_PAGE_SIZE = 5;
export const GUEST_BOOKING_TYPES = ['active', 'history'] as const;
export type GuestBookingType = (typeof GUEST_BOOKING_TYPES)[number];

/** Spec §9: a six-digit code by SMS. */
export const GUEST_LOGIN_CODE_LENGTH = 6;
/** Sign-in limits (issue 14), read from the code rows, so every process applies the same ones. */
export const GUEST_LOGIN_LIMITS = {
  codeValidMinutes: 10,
  maxWrongTries: 5,
  lockMinutes: 15,
  resendAfterSeconds: 60,
  dailyCodesPerNumber: 10,
  dailyCodesPerIp: 30,
} as const;

/** What the guest app shows instead of the staff status (spec §4 "Guest-app displayed status"). */
export const GUEST_DISPLAYED_STATUSES = [
  'pending_payment',
  'pending_confirmation',
  'confirmed',
  'checked_in',
  'completed',
  'canceled',
] as const;
export type GuestDisplayedStatus = (typeof GUEST_DISPLAYED_STATUSES)[number];

const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['new', 'pending', 'expired'];

/** A payment that can still be paid: requested (new), in a checkout (pending) or expired. */
export function isOpenPaymentStatus(status: PaymentStatus) {
  return OPEN_PAYMENT_STATUSES.includes(status);
}

/** A payment that still stands between the guest and the room (spec §4). */
export function isOpenAccessPayment(payment: { status: PaymentStatus; grantsRoomAccess: boolean }) {
  return payment.grantsRoomAccess && isOpenPaymentStatus(payment.status);
}

/**
 * Spec §4: canceled and completed stay; new with an open payment (new, pending or expired) that
 * grants room access is pending_payment, any other new pending_confirmation; pending is
 * confirmed; anything else (checked_in) is shown as it is.
 */
export function guestDisplayedStatus(
  status: BookingStatus,
  payments: readonly { status: PaymentStatus; grantsRoomAccess: boolean }[],
): GuestDisplayedStatus {
  if (status === 'new') {
    return payments.some(isOpenAccessPayment) ? 'pending_payment' : 'pending_confirmation';
  }
  if (status === 'pending') return 'confirmed';
  return status;
}

/**
 * Accent colours a hotel may choose for its guest app (spec: default amber). Each is a Tailwind
 * palette name with the shade used for buttons and the text colour that reads on it at WCAG AA
 * (4.5:1 or more), so the app never needs classes generated at run time.
 */
export const GUEST_APP_ACCENTS = {
  amber: { background: '#fbbf24', text: '#1c1917' },
  orange: { background: '#ea580c', text: '#ffffff' },
  red: { background: '#dc2626', text: '#ffffff' },
  rose: { background: '#e11d48', text: '#ffffff' },
  pink: { background: '#db2777', text: '#ffffff' },
  violet: { background: '#7c3aed', text: '#ffffff' },
  indigo: { background: '#4f46e5', text: '#ffffff' },
  blue: { background: '#2563eb', text: '#ffffff' },
  sky: { background: '#0369a1', text: '#ffffff' },
  teal: { background: '#0f766e', text: '#ffffff' },
  emerald: { background: '#047857', text: '#ffffff' },
  lime: { background: '#a3e635', text: '#1c1917' },
  slate: { background: '#334155', text: '#ffffff' },
} as const;
export type GuestAppAccent = keyof typeof GUEST_APP_ACCENTS;
export const GUEST_APP_ACCENT_NAMES = Object.keys(GUEST_APP_ACCENTS) as GuestAppAccent[];
export const DEFAULT_GUEST_APP_ACCENT: GuestAppAccent = 'amber';

/** The colours of a stored accent; an unknown name (older data) falls back to amber. */
export function guestAppAccentColors(name: string) {
  return GUEST_APP_ACCENTS[name as GuestAppAccent] ?? GUEST_APP_ACCENTS[DEFAULT_GUEST_APP_ACCENT];
}

/** Cover images in the guest app's settings (the first is the cover). */
export const MAX_GUEST_APP_IMAGES = 6;

/**
 * German registration law (BMG §29–30): since 2025-01-01 only foreign nationals fill the hotel
 * registration form. Nationalities are ISO 3166-1 alpha-2 codes.
 */
export const REGISTRATION_EXEMPT_NATIONALITY = 'DE';
export function needsRegistrationForm(nationality: string) {
  return nationality.toUpperCase() !== REGISTRATION_EXEMPT_NATIONALITY;
}
/** Completed forms are kept one year after departure, then deleted by a scheduled job. */
export const REGISTRATION_RETENTION_MONTHS = 12;

/**
 * Whether the guest app shows the door code (issue 14): never for a canceled or completed stay,
 * never while a payment that grants room access is open, and, where the hotel offers self
 * check-in, only once it is completed (the registration law wants the form before the stay).
 */
export function isAccessGranted(booking: {
  status: BookingStatus;
  payments: readonly { status: PaymentStatus; grantsRoomAccess: boolean }[];
  selfCheckInOffered: boolean;
  selfCheckInCompleted: boolean;
}) {
  if (booking.status === 'canceled' || booking.status === 'completed') return false;
  if (booking.payments.some(isOpenAccessPayment)) return false;
  return !booking.selfCheckInOffered || booking.selfCheckInCompleted;
}
