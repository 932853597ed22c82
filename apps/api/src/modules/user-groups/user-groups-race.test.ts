import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn as bearer, createMember, createOwnedHotel } from '../../test/factories';

/**
 * Deleting a group while an employee joins it (issue 11, item 12). Reproduction on PostgreSQL:
 *   POST /api/hotel/employees {userGroupId: G}  and  DELETE /api/user_group/G  at the same time
 * used to answer 201 and 204, leaving a member without a group (and so without any right).
 * On PGlite transactions run one after another; the test proves the same outcome there.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 15;

async function createGroup(token: string, hotelId: string, name: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user_group',
    headers: bearer(token, hotelId),
    payload: { name, permissions: ['viewBookings'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id;
}

const deleteGroup = (token: string, hotelId: string, groupId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/user_group/${groupId}`,
    headers: bearer(token, hotelId),
  });

async function membersWithoutGroup(hotelId: string) {
  return t.db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.hotelId, hotelId),
        eq(memberships.role, 'member'),
        isNull(memberships.userGroupId),
      ),
    );
}

describe('a user group deleted while an employee joins it', () => {
  it('adding an employee races deleting the group: either the add or the delete is refused, never an orphaned member', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const groupId = await createGroup(token, hotel.id, `Race ${round}`);
      const [added, deleted] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/hotel/employees',
          headers: bearer(token, hotel.id),
          payload: {
            email: `race-${round}@example.com`,
            firstName: 'Rita',
            lastName: 'Race',
            userGroupId: groupId,
          },
        }),
        deleteGroup(token, hotel.id, groupId),
      ]);
      const outcome = [added.statusCode, deleted.statusCode];
      // Added first: the group is in use. Deleted first: the group is unknown.
      expect([
        [201, 409],
        [400, 204],
      ]).toContainEqual(outcome);
      if (deleted.statusCode === 409) {
        expect(deleted.json().message).toBe(
          'This user group cannot be deleted: 1 person(s) belong to it. Move them to another group first.',
        );
      } else {
        expect(added.json().issues).toEqual([
          expect.objectContaining({ path: 'userGroupId', key: 'validation.userGroupRequired' }),
        ]);
      }
    }
    expect(await membersWithoutGroup(hotel.id)).toEqual([]);
  });

  it('moving an employee races deleting the target group: never an orphaned member', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const member = await createMember(t.db, hotel.id, ['viewBookings']);
    for (let round = 0; round < ROUNDS; round++) {
      const groupId = await createGroup(token, hotel.id, `Target ${round}`);
      const [moved, deleted] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/hotel/employees/${member.id}`,
          headers: bearer(token, hotel.id),
          payload: { userGroupId: groupId },
        }),
        deleteGroup(token, hotel.id, groupId),
      ]);
      expect([
        [200, 409],
        [400, 204],
      ]).toContainEqual([moved.statusCode, deleted.statusCode]);
      expect(await membersWithoutGroup(hotel.id)).toEqual([]);
    }
  });
});
