import { addMonths, format } from 'date-fns';
import type { z } from 'zod';
import type {
  registrationFormSchema,
  selfCheckInGuestSchema,
} from '@hotel/shared/contracts/guest-app';
import { isCountryCode } from '@hotel/shared/countries';
import { needsRegistrationForm, REGISTRATION_RETENTION_MONTHS } from '@hotel/shared/guest-app';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import type { HotelSettingRow } from '../../db/schema';
import type { BookingRow } from '../../db/schema-bookings';
import { AppError, validationError, type AppErrorIssue } from '../../lib/app-error';
import type { GuestPrincipal } from '../../lib/principal';
import type { BookingActions } from '../bookings';
import { findGuestAppHotel, findGuestBooking, guestBookingNotFound } from '../guest-app';
import {
  findGuestOfHotel,
  findRegistration,
  saveRegistration,
  updateGuestDetails,
} from './self-check-in.repository';

type GuestDetails = z.output<typeof selfCheckInGuestSchema>;
type RegistrationInput = z.output<typeof registrationFormSchema>;

const conflict = (key: string) => new AppError('CONFLICT', key);

/** The day the retention job deletes a form: one year after departure (BMG §30(4)). */
export function registrationDeleteAfter(departure: string): string {
  return format(addMonths(`${departure}T00:00:00`, REGISTRATION_RETENTION_MONTHS), 'yyyy-MM-dd');
}

/**
 * The guest app's self check-in (issue 14): step 1 the main guest's details, step 2 the
 * registration form of a foreign guest where the hotel asks for it, step 3 (the payment) lives
 * in the guest app's payment calls, step 4 completes. Only the booking's main guest checks in:
 * a co-guest gets the same 404 as for a foreign booking, because the form and the details are
 * the main guest's (co-guests are counted on the form as companions).
 */
export function createSelfCheckInService(deps: {
  db: Db;
  bookingActions: BookingActions;
  clock?: () => Date;
}) {
  const { db, bookingActions } = deps;
  const now = () => deps.clock?.() ?? new Date();

  /**
   * Offered by the hotel, the stay neither canceled nor completed nor over (in the hotel's
   * today), and not completed yet: otherwise no step may change anything.
   */
  function assertOpen(booking: BookingRow, setting: HotelSettingRow) {
    const today = todayIn(setting.timeZone, now());
    const over = booking.status === 'canceled' || booking.status === 'completed';
    if (!setting.self_check_in || over || booking.departure < today) {
      throw conflict('errors.selfCheckInUnavailable');
    }
    if (booking.selfCheckInCompleted) throw conflict('errors.selfCheckInAlreadyCompleted');
  }

  /**
   * The main guest's booking with the hotel's setting, open for self check-in; refused like
   * every guest call while the hotel's guest app is switched off.
   */
  async function openStay(guest: GuestPrincipal, bookingId: string) {
    const { setting } = await findGuestAppHotel(db, guest.hotelId);
    const booking = await findGuestBooking(db, guest, bookingId);
    if (booking.mainGuestId !== guest.guestId) throw guestBookingNotFound();
    assertOpen(booking, setting);
    return { booking, setting };
  }

  /** Step 4's checks, on the locked booking row so they hold when the flag is set. */
  async function assertReady(tx: Tx, row: BookingRow, setting: HotelSettingRow) {
    assertOpen(row, setting);
    const mainGuest = row.mainGuestId
      ? await findGuestOfHotel(tx, row.hotelId, row.mainGuestId)
      : undefined;
    const nationality = mainGuest?.nationality ?? '';
    if (!isCountryCode(nationality)) throw conflict('errors.selfCheckInGuestMissing');
    if (
      setting.guestRegistrationRequired &&
      needsRegistrationForm(nationality) &&
      !(await findRegistration(tx, row.hotelId, row.id))
    ) {
      throw conflict('errors.selfCheckInRegistrationMissing');
    }
    // An open payment that grants room access does not hold up the check-in itself: the guest
    // may pay at the desk. It holds up the door code (isAccessGranted) until it is paid.
  }

  return {
    /** Step 1: the main guest confirms or corrects their name, email and nationality. */
    async updateGuest(guest: GuestPrincipal, bookingId: string, input: GuestDetails) {
      await openStay(guest, bookingId);
      await updateGuestDetails(db, guest.hotelId, guest.guestId, input);
    },

    /**
     * Step 2: the registration form, where the hotel asks for it and the guest is not German
     * (exempt since 2025-01-01). Arrival and departure come from the booking; a second form
     * replaces the first.
     */
    async saveRegistration(guest: GuestPrincipal, bookingId: string, input: RegistrationInput) {
      const { booking, setting } = await openStay(guest, bookingId);
      if (!setting.guestRegistrationRequired) {
        throw new AppError('BAD_REQUEST', 'validation.registrationNotNeeded');
      }
      const mainGuest = await findGuestOfHotel(db, guest.hotelId, guest.guestId);
      const issues: AppErrorIssue[] = [];
      if (
        !needsRegistrationForm(input.nationality) ||
        !needsRegistrationForm(mainGuest?.nationality ?? '')
      ) {
        issues.push({ path: 'nationality', key: 'validation.registrationNotNeeded' });
      }
      if (input.birthDate > todayIn(setting.timeZone, now())) {
        issues.push({ path: 'birthDate', key: 'validation.birthDateInFuture' });
      }
      if (issues.length > 0) throw validationError(issues);
      await saveRegistration(db, {
        hotelId: guest.hotelId,
        bookingId: booking.id,
        guestId: guest.guestId,
        arrival: booking.arrival,
        departure: booking.departure,
        firstNames: input.firstNames,
        lastName: input.lastName,
        birthDate: input.birthDate,
        nationality: input.nationality,
        documentNumber: input.documentNumber,
        companionCount: input.companionNationalities.length,
        companionNationalities: input.companionNationalities,
        deleteAfter: registrationDeleteAfter(booking.departure),
      });
    },

    /** Step 4: completes the self check-in, recorded with the guest as the actor. */
    async complete(guest: GuestPrincipal, bookingId: string) {
      const { booking, setting } = await openStay(guest, bookingId);
      await bookingActions.setSelfCheckIn(guest.hotelId, booking.id, true, guest, (tx, row) =>
        assertReady(tx, row, setting),
      );
    },
  };
}

export type SelfCheckInService = ReturnType<typeof createSelfCheckInService>;
