import { describe, expect, it } from 'vitest';
import { resolveGuards, type GuardContext } from '@/lib/routing/resolve-guards';
import { makeMembership, makeUser } from '@/test/fixtures';

const employee = makeMembership({
  role: 'member',
  group: { _id: 'group-1', name: 'Reception', permissions: ['viewBookings'] },
});

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  const user = makeUser();
  return {
    user,
    membership: user.memberships[0] ?? null,
    hasGuestToken: false,
    guestAppHotel: null,
    pathname: '/',
    ...overrides,
  };
}

describe('resolveGuards', () => {
  it('answers 500 "Unknown middleware" for a guard name nobody registered', () => {
    expect(resolveGuards(['auth', 'x'], context())).toEqual({
      kind: 'deny',
      status: 500,
      messageKeys: ['app.errors.unknownMiddleware'],
      params: { name: 'x' },
    });
    expect(resolveGuards(['permission:flyPlanes'], context())).toMatchObject({
      status: 500,
      params: { name: 'permission:flyPlanes' },
    });
  });

  it('sends signed-out people to /login and signed-in people away from guest-only pages', () => {
    expect(resolveGuards(['auth'], context({ user: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(resolveGuards(['guest'], context())).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveGuards(['guest'], context({ user: null }))).toEqual({ kind: 'allow' });
  });

  it('denies a missing permission with its text followed by the ending text', () => {
    expect(
      resolveGuards(['auth', 'permission:manageHotel'], context({ membership: employee })),
    ).toEqual({
      kind: 'deny',
      status: 403,
      messageKeys: ['errors.manageHotel', 'errors.permissionEnding'],
    });
    expect(resolveGuards(['permission:viewBookings'], context({ membership: employee }))).toEqual({
      kind: 'allow',
    });
  });

  it('lets owners and super admins through the owner guard, nobody else', () => {
    expect(resolveGuards(['owner'], context())).toEqual({ kind: 'allow' });
    expect(resolveGuards(['owner'], context({ membership: employee }))).toEqual({
      kind: 'deny',
      status: 403,
      messageKeys: ['errors.ownerOnly'],
    });
    const admin = makeUser({ superAdmin: true, memberships: [] });
    expect(resolveGuards(['owner'], context({ user: admin, membership: null }))).toEqual({
      kind: 'allow',
    });
  });

  it('keeps the admin area for super admins', () => {
    expect(resolveGuards(['auth', 'superAdmin'], context())).toEqual({
      kind: 'deny',
      status: 403,
      messageKeys: ['errors.superAdminOnly'],
    });
    const admin = makeUser({ superAdmin: true });
    expect(resolveGuards(['auth', 'superAdmin'], context({ user: admin }))).toEqual({
      kind: 'allow',
    });
  });

  it('routes guests between the guest-app login and home by their token', () => {
    const base = { user: null, guestAppHotel: 'alpenblick' };
    expect(
      resolveGuards(['guestAppAuth'], context({ ...base, pathname: '/guest_app/alpenblick' })),
    ).toEqual({ kind: 'redirect', to: '/guest_app/alpenblick/login' });
    expect(
      resolveGuards(
        ['guestAppAuth'],
        context({ ...base, hasGuestToken: true, pathname: '/guest_app/alpenblick/login' }),
      ),
    ).toEqual({ kind: 'redirect', to: '/guest_app/alpenblick?redirect=true' });
    expect(
      resolveGuards(
        ['guestAppAuth'],
        context({ ...base, pathname: '/guest_app/alpenblick/login' }),
      ),
    ).toEqual({ kind: 'allow' });
  });
});
