import type { SessionUser } from '@hotel/shared/contracts/user';
import type { UserRow } from '../../db/schema';
import type { MembershipRow } from './auth.repository';

/** The signed-in user as GET /api/auth/user returns it (sessionUserSchema). */
export function toSessionUser(user: UserRow, memberships: MembershipRow[]): SessionUser {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    superAdmin: user.superAdmin,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
    memberships: memberships.map((membership) => ({
      hotel: {
        _id: membership.hotelId,
        name: membership.hotelName,
        symbol_code: membership.symbolCode,
        individual_properties: membership.propertyType === 'individual',
      },
      role: membership.role,
      group: membership.group
        ? {
            _id: membership.group.id,
            name: membership.group.name,
            permissions: membership.group.permissions,
          }
        : null,
    })),
  };
}
