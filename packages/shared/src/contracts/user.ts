import { z } from 'zod';
import { MEMBERSHIP_ROLES, PERMISSIONS } from '../permissions';

export const userGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

export const membershipSchema = z.object({
  hotel: z.object({
    _id: z.string(),
    name: z.string(),
    symbol_code: z.string(),
    individual_properties: z.boolean(),
  }),
  role: z.enum(MEMBERSHIP_ROLES),
  group: userGroupSchema.nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/auth/user and the `user` of the login answer. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  superAdmin: z.boolean(),
  emailConfirmed: z.boolean(),
  /** An email address waiting for confirmation after a change, or null. */
  pendingEmail: z.string().nullable(),
  memberships: z.array(membershipSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
