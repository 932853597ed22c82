import { eq } from 'drizzle-orm';
import type { RegistrationForm } from '@hotel/shared/contracts/guest-app';
import type { Language } from '@hotel/shared/i18n/messages';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { registrationPdf } from './registration-pdf';
import { findRegistrationWithBooking, toRegistrationForm } from './self-check-in.repository';

const registrationNotFound = () => new AppError('NOT_FOUND', 'errors.registrationNotFound');

/** Staff read a booking's registration form, as data or as the PDF for their records. */
export function createRegistrationService(deps: { db: Db }) {
  const { db } = deps;

  async function load(hotelId: string, bookingId: string) {
    const found = await findRegistrationWithBooking(db, hotelId, bookingId);
    if (!found) throw registrationNotFound();
    return { form: toRegistrationForm(found.registration), bookingNumber: found.bookingNumber };
  }

  return {
    async get(hotelId: string, bookingId: string): Promise<RegistrationForm> {
      return (await load(hotelId, bookingId)).form;
    },

    async pdf(hotelId: string, bookingId: string, language: Language) {
      const { form, bookingNumber } = await load(hotelId, bookingId);
      const [hotel] = await db
        .select({ name: hotels.name, contact: hotels.contact })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      const bytes = await registrationPdf(
        { name: hotel!.name, address: hotel!.contact.address },
        bookingNumber,
        form,
        language,
      );
      return { filename: `meldeschein-${bookingNumber}.pdf`, bytes };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
