import { z } from 'zod';
import {
  emailField,
  optionalPhoneField,
  optionalText,
  passwordField,
  requiredText,
  withPasswordConfirmation,
} from './fields';
import { sessionUserSchema } from './user';

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'validation.loginEmailRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.loginEmailRequired'),
  password: z
    .string({ error: 'validation.loginPasswordRequired' })
    .min(1, 'validation.loginPasswordRequired'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/user: self-registration. The new user is signed in straight away. */
export const registerRequestSchema = withPasswordConfirmation(
  z.object({
    firstName: requiredText('validation.firstNameRequired', 100),
    lastName: optionalText(100),
    email: emailField(),
    phone: optionalPhoneField,
    password: passwordField,
    passwordConfirmation: z.string({ error: 'validation.required' }),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/confirmation: the token from the confirmation email. */
export const confirmationRequestSchema = z.object({
  token: requiredText('validation.required', 500),
});

/** PUT /api/auth/confirmation/update: set a new email (or resend to the pending one). */
export const confirmationUpdateRequestSchema = z.object({ email: emailField() });

/** PUT /api/auth/password/change */
export const passwordChangeRequestSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
    password: passwordField,
    passwordConfirmation: z.string({ error: 'validation.required' }),
  }),
);
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** POST /api/auth/password/reset: always answers the same, whether the email exists or not. */
export const passwordResetRequestSchema = z.object({ email: emailField() });

/** PUT /api/auth/password: the token from the reset email and the new password. */
export const passwordSetRequestSchema = withPasswordConfirmation(
  z.object({
    token: requiredText('validation.required', 500),
    password: passwordField,
    passwordConfirmation: z.string({ error: 'validation.required' }),
  }),
);
export type PasswordSetRequest = z.infer<typeof passwordSetRequestSchema>;

/** PUT /api/auth/user: the profile page's names and phone (email changes go through confirmation). */
export const profileUpdateRequestSchema = z.object({
  firstName: requiredText('validation.firstNameRequired', 100),
  lastName: optionalText(100),
  phone: optionalPhoneField,
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * PUT /api/auth/password/change: a change ends every session, so the caller's own continues
 * with the fresh token in the answer.
 */
export const passwordChangeResponseSchema = messageResponseSchema.extend({ token: z.string() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;
