import { effectivePermissions, isOwner, type Permission } from '@hotel/shared/permissions';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';
import type { AccessRepository, AuthUser, HotelMembership } from './access.repository';

export interface HotelAccess {
  hotelId: string;
  /** Null for a super admin acting in a hotel they do not belong to. */
  membership: HotelMembership | null;
  permissions: Permission[];
}

/**
 * Tenancy rule of spec §5/§6: a non-super-admin must be a member of the hotel. Whether the hotel
 * exists is only revealed to super admins (404); everyone else gets the same 403 for a foreign,
 * unknown or malformed hotel id.
 */
export function createHotelAccessService(repository: AccessRepository) {
  return {
    /** `known`: the membership already read for this hotel with the user (null: none). */
    async resolve(
      user: AuthUser,
      hotelId: string,
      known?: HotelMembership | null,
    ): Promise<HotelAccess> {
      const membership =
        known !== undefined
          ? (known ?? undefined)
          : isUuid(hotelId)
            ? await repository.findMembership(user.id, hotelId)
            : undefined;
      if (membership) {
        return { hotelId, membership, permissions: effectivePermissions(user, membership) };
      }
      if (!user.superAdmin) throw new AppError('NOT_MEMBER', 'errors.notMember');
      if (!isUuid(hotelId) || !(await repository.hotelExists(hotelId))) {
        throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
      }
      return { hotelId, membership: null, permissions: effectivePermissions(user, null) };
    },

    /** Passes with any one of `permissions`; a refusal names the first, the one that usually fits. */
    assertPermission(access: HotelAccess, ...permissions: [Permission, ...Permission[]]): void {
      if (!permissions.some((permission) => access.permissions.includes(permission))) {
        throw new AppError('FORBIDDEN', [`errors.${permissions[0]}`, 'errors.permissionEnding']);
      }
    },

    assertOwner(user: AuthUser, access: HotelAccess): void {
      if (!isOwner(user, access.membership)) throw new AppError('FORBIDDEN', 'errors.ownerOnly');
    },
  };
}

export type HotelAccessService = ReturnType<typeof createHotelAccessService>;
