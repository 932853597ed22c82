import { z } from 'zod';
import { MEMBERSHIP_ROLES } from '../permissions';
import { emailField, optionalText, requiredIdField, requiredText } from './fields';

/** An invitation link stays valid for a week: the person may not read their mail at once. */
export const INVITATION_TTL_HOURS = 7 * 24;

/**
 * POST /api/hotel/employees: adds a person by email into a user group (spec §5: first name and
 * email required, user group required). The answer is the same whether or not the address has
 * an account (the typed names, invitation pending): an unknown email gets an account and a link
 * to choose a password; an existing account is invited and joins once it accepts.
 */
export const addEmployeeRequestSchema = z.object({
  email: emailField(),
  firstName: requiredText('validation.firstNameRequired', 100),
  lastName: optionalText(100),
  userGroupId: requiredIdField('validation.userGroupRequired'),
});
export type AddEmployeeRequest = z.input<typeof addEmployeeRequestSchema>;

/** PUT /api/hotel/employees/{id}: moves a member into another group of the hotel. */
export const updateEmployeeRequestSchema = z.object({
  userGroupId: addEmployeeRequestSchema.shape.userGroupId,
});
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequestSchema>;

export const employeeSchema = z.object({
  /** The user's id. */
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  userGroup: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Invited by email and has not chosen a password or accepted yet. */
  invitationPending: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET /api/auth/invitations: a hotel the signed-in account is invited into. */
export const hotelInvitationSchema = z.object({
  hotel: z.object({ _id: z.string(), name: z.string() }),
  /** The group it would join, if the hotel still has it. */
  userGroup: z.string().nullable(),
  expiresAt: z.string(),
});
export type HotelInvitation = z.infer<typeof hotelInvitationSchema>;
