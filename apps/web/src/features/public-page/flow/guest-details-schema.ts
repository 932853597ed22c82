import { z } from 'zod';
import { publicBookingRequestSchema } from '@hotel/shared/contracts/public-booking';
import { internationalPhone, isPhoneCountry, phoneIssueKey } from '@hotel/shared/phone';
import { DEFAULT_COUNTRY } from '@/features/public-page/flow/guest-details-store';

const guestShape = publicBookingRequestSchema.shape.guest.shape;

function phoneCountry(value: string) {
  const upper = value.toUpperCase();
  return isPhoneCountry(upper) ? upper : DEFAULT_COUNTRY;
}

/**
 * The details step's form: the booking request's guest fields (the server's own checks and
 * message keys), the mobile read with the chosen country as default ("0664 …" in Austria),
 * the note, and the consent the server requires too.
 */
export const guestDetailsSchema = z
  .object({
    firstName: guestShape.firstName,
    lastName: guestShape.lastName,
    email: guestShape.email,
    mobile: z.string().trim().min(1, 'validation.mobileRequired'),
    country: guestShape.country,
    note: z.string().trim().max(2000, 'validation.tooLong'),
    consent: z.boolean().refine((value) => value, 'validation.consentRequired'),
  })
  .superRefine((value, ctx) => {
    if (!value.mobile) return;
    const key = phoneIssueKey(value.mobile, phoneCountry(value.country));
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['mobile'] });
  });

/** The mobile in international form, so the server reads a local number of any country right. */
export function internationalMobile(mobile: string, country: string): string {
  return internationalPhone(mobile, phoneCountry(country));
}
