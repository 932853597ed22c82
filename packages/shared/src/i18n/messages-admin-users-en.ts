import { ADMIN_USER_MAX_MEMBERSHIPS } from '../contracts/admin-users-limits';

/**
 * Admin area (issue 18): messages of user administration (/admin/users) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminUsersValidationEn = {
  adminUserHotelRequired: 'Please choose a hotel',
  adminUserHotelUnknown: 'This hotel does not exist (any more)',
  adminUserHotelTwice: 'This hotel is already listed',
  adminUserRoleInvalid: 'Please choose owner or member',
  adminUserGroupNotOfHotel: 'This user group does not belong to the chosen hotel',
  adminUserOwnerNoGroup: 'An owner has every right and no user group',
  adminUserTooManyMemberships: `At most ${ADMIN_USER_MAX_MEMBERSHIPS} hotels at once`,
};

export const adminUsersErrorsEn = {
  adminUserLastSuperAdmin: 'This is the last super admin. Make another user a super admin first.',
  adminUserLastOwner:
    '{{name}} is the last owner of {{hotel}}. Give the hotel another owner first.',
  adminUserDeleteSelf: 'You cannot delete your own account here.',
};
