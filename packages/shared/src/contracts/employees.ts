import { z } from 'zod';
import { MEMBERSHIP_ROLES } from '../permissions';
import { emailField, optionalText, requiredIdField, requiredText } from './fields';

/** An invitation link stays valid for a week: the person may not read their mail at once. */
export const INVITATION_TTL_HOURS = 7 * 24;

/**
 * POST /api/hotel/employees: adds a person by email into a user group (spec §5: first name and
 * email required, user group required). An unknown email gets an account and an invitation;
 * a known person keeps their own name and is told by email.
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
  /** Invited by email and has not chosen a password yet. */
  invitationPending: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;
