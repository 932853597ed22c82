import { z } from 'zod';
import { MEMBERSHIP_ROLES } from '../permissions';
import { ADMIN_USER_MAX_MEMBERSHIPS } from './admin-users-limits';
import {
  emailField,
  idField,
  optionalPhoneField,
  optionalText,
  pagedResponse,
  pageQueryFields,
  requiredIdField,
  requiredText,
} from './fields';

/**
 * User administration in the admin area (issue 18, /admin/users): super admins list, create and
 * delete accounts, grant or remove super admin and send password resets.
 */

/** A pending change (a new address waiting for its link) wins over the current address's state. */
export const USER_EMAIL_STATES = ['confirmed', 'unconfirmed', 'change_pending'] as const;
export type UserEmailState = (typeof USER_EMAIL_STATES)[number];

export { ADMIN_USER_MAX_MEMBERSHIPS };

/** GET /api/admin/user: `filter` searches first name, last name (also together) and email. */
export const adminUserListQuerySchema = z.object({
  filter: z.string().trim().max(200, 'validation.tooLong').optional(),
  ...pageQueryFields(20),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  superAdmin: z.boolean(),
  emailState: z.enum(USER_EMAIL_STATES),
  /** ISO instant of the last successful sign-in; null: never signed in. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Hotels the user is a member or owner of. */
  hotelCount: z.number().int(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const adminUserListSchema = pagedResponse(adminUserListItemSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const namedRef = z.object({ id: z.string(), name: z.string() });

export const adminUserMembershipSchema = z.object({
  hotel: namedRef.extend({ symbolCode: z.string() }),
  role: z.enum(MEMBERSHIP_ROLES),
  group: namedRef.nullable(),
});
export type AdminUserMembership = z.infer<typeof adminUserMembershipSchema>;

/** A hotel the account was invited into and has not joined yet. */
export const adminUserInvitationSchema = z.object({
  hotel: namedRef,
  group: namedRef.nullable(),
  expiresAt: z.string(),
});

export const adminUserDetailSchema = adminUserListItemSchema.extend({
  /** The address waiting for confirmation (emailState `change_pending`). */
  pendingEmail: z.string().nullable(),
  /** False until the user chose a password through the link of their invitation. */
  hasPassword: z.boolean(),
  memberships: z.array(adminUserMembershipSchema),
  invitations: z.array(adminUserInvitationSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserMembershipInputSchema = z.object({
  hotelId: requiredIdField('validation.adminUserHotelRequired'),
  role: z.enum(MEMBERSHIP_ROLES, { error: 'validation.adminUserRoleInvalid' }),
  /** Members only; an owner has every right and no group. */
  userGroupId: z
    .union([z.literal('').transform(() => null), idField])
    .nullish()
    .transform((value) => value ?? null),
});
export type AdminUserMembershipInput = z.input<typeof adminUserMembershipInputSchema>;

/**
 * POST /api/admin/user. No password: the new user gets an email with a link to choose one (which
 * also confirms the address).
 */
export const createAdminUserRequestSchema = z
  .object({
    firstName: requiredText('validation.firstNameRequired', 100),
    lastName: optionalText(100),
    email: emailField(),
    phone: optionalPhoneField,
    superAdmin: z.boolean({ error: 'validation.invalid' }).default(false),
    memberships: z
      .array(adminUserMembershipInputSchema)
      .max(ADMIN_USER_MAX_MEMBERSHIPS, 'validation.adminUserTooManyMemberships')
      .default([]),
  })
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.memberships.forEach((membership, index) => {
      if (seen.has(membership.hotelId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['memberships', index, 'hotelId'],
          message: 'validation.adminUserHotelTwice',
        });
      }
      seen.add(membership.hotelId);
      if (membership.role === 'owner' && membership.userGroupId) {
        ctx.addIssue({
          code: 'custom',
          path: ['memberships', index, 'userGroupId'],
          message: 'validation.adminUserOwnerNoGroup',
        });
      }
    });
  });
export type CreateAdminUserRequest = z.input<typeof createAdminUserRequestSchema>;
export type CreateAdminUser = z.output<typeof createAdminUserRequestSchema>;

/** PUT /api/admin/user/{id}/super_admin */
export const adminUserSuperAdminRequestSchema = z.object({
  superAdmin: z.boolean({ error: 'validation.required' }),
});
export type AdminUserSuperAdminRequest = z.infer<typeof adminUserSuperAdminRequestSchema>;

/** GET /api/admin/user/hotel_options: every hotel with its user groups, for the create form. */
export const adminUserHotelOptionSchema = namedRef.extend({ groups: z.array(namedRef) });
export const adminUserHotelOptionsSchema = z.array(adminUserHotelOptionSchema);
export type AdminUserHotelOption = z.infer<typeof adminUserHotelOptionSchema>;
