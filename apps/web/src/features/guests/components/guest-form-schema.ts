import { z } from 'zod';
import { GUEST_GENDERS, guestRequestSchema, type Guest } from '@hotel/shared/contracts/guests';

/** The request schema, except that the gender select uses '' for "not given". */
export const guestFormSchema = guestRequestSchema.extend({
  gender: z.enum(['', ...GUEST_GENDERS], { error: 'validation.invalid' }),
});
export type GuestFormInput = z.input<typeof guestFormSchema>;
export type GuestFormOutput = z.output<typeof guestFormSchema>;

export const GUEST_FORM_FIELDS = Object.keys(guestRequestSchema.shape);

export function guestFormDefaults(guest?: Guest): GuestFormInput {
  return {
    firstName: guest?.firstName ?? '',
    lastName: guest?.lastName ?? '',
    mobile: guest?.mobile ?? '',
    email: guest?.email ?? '',
    company: guest?.company ?? '',
    position: guest?.position ?? '',
    gender: guest?.gender ?? '',
    country: guest?.country ?? '',
    region: guest?.region ?? '',
    city: guest?.city ?? '',
    address: guest?.address ?? '',
    postalCode: guest?.postalCode ?? '',
    vip: guest?.vip ?? false,
    comment: guest?.comment ?? '',
    language: guest?.language ?? '',
    nationality: guest?.nationality ?? '',
    birthDate: guest?.birthDate ?? '',
    passportNumber: guest?.passportNumber ?? '',
    verified: guest?.verified ?? false,
  };
}
