import type { adminUsersErrorsEn, adminUsersValidationEn } from './messages-admin-users-en';
import { ADMIN_USER_MAX_MEMBERSHIPS } from '../contracts/admin-users-limits';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of user administration (/admin/users) of the API in German. */
export const adminUsersValidationDe: Texts<typeof adminUsersValidationEn> = {
  adminUserHotelRequired: 'Bitte wählen Sie ein Hotel',
  adminUserHotelUnknown: 'Dieses Hotel gibt es nicht (mehr)',
  adminUserHotelTwice: 'Dieses Hotel ist bereits aufgeführt',
  adminUserRoleInvalid: 'Bitte wählen Sie Inhaber oder Mitarbeiter',
  adminUserGroupNotOfHotel: 'Diese Benutzergruppe gehört nicht zum gewählten Hotel',
  adminUserOwnerNoGroup: 'Ein Inhaber hat alle Rechte und keine Benutzergruppe',
  adminUserTooManyMemberships: `Höchstens ${ADMIN_USER_MAX_MEMBERSHIPS} Hotels auf einmal`,
};

export const adminUsersErrorsDe: Texts<typeof adminUsersErrorsEn> = {
  adminUserLastSuperAdmin:
    'Dies ist der letzte Super-Administrator. Machen Sie zuerst einen anderen Benutzer zum Super-Administrator.',
  adminUserLastOwner:
    '{{name}} ist der letzte Inhaber von {{hotel}}. Geben Sie dem Hotel zuerst einen weiteren Inhaber.',
  adminUserDeleteSelf: 'Ihr eigenes Konto können Sie hier nicht löschen.',
};
