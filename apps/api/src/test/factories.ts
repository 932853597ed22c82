import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import type { Permission } from '@hotel/shared/permissions';
import type { Db } from '../db/client';
import { emailOutbox, hotels, memberships, userGroups, users, type UserRow } from '../db/schema';
import { testPasswordHash } from './test-password-hash';

export const TEST_PASSWORD = 'secret-password';

function uniqueSuffix() {
  return randomUUID().slice(0, 8);
}

export interface TestUser extends UserRow {
  password: string;
}

/** A user straight in the database; the password is TEST_PASSWORD unless given. */
export async function createUser(
  db: Db,
  values: {
    email?: string;
    password?: string;
    firstName?: string;
    superAdmin?: boolean;
    emailConfirmed?: boolean;
  } = {},
): Promise<TestUser> {
  const password = values.password ?? TEST_PASSWORD;
  const passwordHash = await testPasswordHash(password);
  const [user] = await db
    .insert(users)
    .values({
      firstName: values.firstName ?? 'Test',
      lastName: 'User',
      email: values.email ?? `user-${uniqueSuffix()}@example.com`,
      passwordHash,
      superAdmin: values.superAdmin ?? false,
      emailConfirmedAt: values.emailConfirmed === false ? null : new Date(),
    })
    .returning();
  return { ...user!, password };
}

/** A hotel with DEFAULT_HOTEL_SETTING and the given user as its owner. */
export async function createHotel(
  db: Db,
  owner: { id: string },
  values: { name?: string; symbolCode?: string } = {},
) {
  const suffix = uniqueSuffix();
  const [hotel] = await db
    .insert(hotels)
    .values({
      name: values.name ?? `Hotel ${suffix}`,
      symbolCode: values.symbolCode ?? `hotel-${suffix}`,
      contact: {
        name: 'Reception',
        address: 'Teststraße 1, 12345 Berlin',
        phone: '+49 30 1234567',
        email: `info-${suffix}@example.com`,
      },
      setting: { ...DEFAULT_HOTEL_SETTING },
    })
    .returning();
  await db.insert(memberships).values({ userId: owner.id, hotelId: hotel!.id, role: 'owner' });
  return hotel!;
}

/** A member of the hotel in a user group with exactly these permissions. */
export async function createMember(
  db: Db,
  hotelId: string,
  permissions: Permission[],
  values: { email?: string } = {},
): Promise<TestUser> {
  const user = await createUser(db, values);
  const [group] = await db
    .insert(userGroups)
    .values({ hotelId, name: `Group ${permissions.join('+') || 'none'}`, permissions })
    .returning();
  await db
    .insert(memberships)
    .values({ userId: user.id, hotelId, role: 'member', userGroupId: group!.id });
  return user;
}

/** Logs in through the real endpoint and returns the bearer token. */
export async function loginAs(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed for ${user.email}: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export function bearer(token: string, hotelId?: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(hotelId ? { hotel: hotelId } : {}) };
}

/** Like `bearer`, asking for English messages so assertions can read the English texts. */
export function bearerEn(token: string, hotelId?: string): Record<string, string> {
  return { ...bearer(token, hotelId), 'accept-language': 'en' };
}

/** A new owner with their own hotel, signed in. */
export async function createOwnedHotel(app: FastifyInstance, db: Db) {
  const owner = await createUser(db);
  const hotel = await createHotel(db, owner);
  return { owner, hotel, token: await loginAs(app, owner) };
}

/** The newest email to an address, with the token of its link. */
export async function lastEmailTo(db: Db, to: string) {
  const [email] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = email?.link ? new URL(email.link).searchParams.get('token') : null;
  return email ? { ...email, token } : undefined;
}

export async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
