import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { requiredText } from './fields';

/** POST /api/user_group and PUT /api/user_group/{id}: a group's name and what it allows. */
export const userGroupRequestSchema = z.object({
  name: requiredText('validation.userGroupNameRequired', 100),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: 'validation.invalid' }), { error: 'validation.invalid' })
    .default([])
    // Stored in the order of PERMISSIONS, without repeats, whatever order the caller sent.
    .transform((granted) => PERMISSIONS.filter((permission) => granted.includes(permission))),
});
export type UserGroupRequest = z.input<typeof userGroupRequestSchema>;

export const userGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** How many people of the hotel are in this group; a group with members cannot be deleted. */
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;
