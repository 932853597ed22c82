import { describe, expect, it } from 'vitest';
import { displayedRole, effectivePermissions, hasPermission, isOwner } from './permissions';

const plainUser = { superAdmin: false };
const superAdmin = { superAdmin: true };

describe('effectivePermissions', () => {
  it('gives a super admin all three permissions even without a membership', () => {
    expect(effectivePermissions(superAdmin, null)).toEqual([
      'viewBookings',
      'manageBookings',
      'manageHotel',
    ]);
  });

  it('gives an owner all three permissions whatever the group says', () => {
    expect(
      effectivePermissions(plainUser, { role: 'owner', group: { permissions: [] } }),
    ).toHaveLength(3);
  });

  it('gives a member exactly the permissions of their group, in canonical order', () => {
    expect(
      effectivePermissions(plainUser, {
        role: 'member',
        group: { permissions: ['manageHotel', 'viewBookings'] },
      }),
    ).toEqual(['viewBookings', 'manageHotel']);
  });

  it('gives a member without a group and a non-member nothing', () => {
    expect(effectivePermissions(plainUser, { role: 'member', group: null })).toEqual([]);
    expect(effectivePermissions(plainUser, undefined)).toEqual([]);
  });

  it('answers single permission checks', () => {
    const member = { role: 'member' as const, group: { permissions: ['viewBookings' as const] } };
    expect(hasPermission(plainUser, member, 'viewBookings')).toBe(true);
    expect(hasPermission(plainUser, member, 'manageBookings')).toBe(false);
    expect(hasPermission(plainUser, member, 'manageHotel')).toBe(false);
  });
});

describe('owner and displayed role', () => {
  it('treats super admins and owners as owners, members not', () => {
    expect(isOwner(superAdmin, null)).toBe(true);
    expect(isOwner(plainUser, { role: 'owner' })).toBe(true);
    expect(isOwner(plainUser, { role: 'member' })).toBe(false);
    expect(isOwner(plainUser, null)).toBe(false);
  });

  it('shows super admins as admin and members as member', () => {
    expect(displayedRole(superAdmin, { role: 'member' })).toBe('admin');
    expect(displayedRole(plainUser, { role: 'owner' })).toBe('owner');
    expect(displayedRole(plainUser, { role: 'member' })).toBe('member');
  });
});
