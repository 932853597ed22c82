import { count, inArray } from 'drizzle-orm';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Storage } from '../adapters/storage/storage';
import { hashPassword } from '../lib/passwords';
import type { Db } from '../db/client';
import { DEMO_HOTEL, DEMO_LOGINS, DEMO_PASSWORD, DEMO_RECEPTION_GROUP } from './demo-logins';
import { isUniqueViolation } from '../db/errors';
import { seedDemoGuestApp } from './seed-guest-app';
import { seedDemoHousekeeping } from './seed-housekeeping';
import { seedDemoLocks } from './seed-locks';
import { seedDemoNotifications } from './seed-notifications';
import { seedDemoPayments } from './seed-payments';
import { seedDemoPlatform } from './seed-platform';
import { renderDemoSliderImages, seedDemoPublicPage } from './seed-public-page';
import { seedDemoReservations } from './seed-reservations';
import { hotels, memberships, userGroups, users } from '../db/schema';

/**
 * Demo data for a new installation: only on an empty users table, in one transaction, so it
 * never touches real data and a second start (or a second replica) changes nothing.
 * Returns whether it seeded. Dates of the demo bookings follow `now`.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  /** Where the public page's generated slider images go (the uploads' storage). */
  storage?: Storage,
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Drawn before the transaction, so it holds no locks while sharp renders.
  const sliderImages = storage ? { storage, images: await renderDemoSliderImages() } : undefined;
  const account = (login: (typeof DEMO_LOGINS)[keyof typeof DEMO_LOGINS]) => ({
    firstName: login.firstName,
    lastName: login.lastName,
    email: login.email,
    passwordHash,
    emailConfirmedAt: now,
  });

  try {
    await db.transaction(async (tx) => {
      const [owner, reception] = await tx
        .insert(users)
        .values([account(DEMO_LOGINS.owner), account(DEMO_LOGINS.reception)])
        .returning();
      await tx.insert(users).values({ ...account(DEMO_LOGINS.superAdmin), superAdmin: true });
      const [hotel] = await tx
        .insert(hotels)
        .values({
          name: DEMO_HOTEL.name,
          symbolCode: DEMO_HOTEL.symbolCode,
          contact: { ...DEMO_HOTEL.contact },
          setting: { ...DEFAULT_HOTEL_SETTING },
        })
        .returning();
      const [group] = await tx
        .insert(userGroups)
        .values({
          hotelId: hotel!.id,
          name: DEMO_RECEPTION_GROUP.name,
          permissions: [...DEMO_RECEPTION_GROUP.permissions],
        })
        .returning();
      await tx.insert(memberships).values([
        { userId: owner!.id, hotelId: hotel!.id, role: 'owner' },
        { userId: reception!.id, hotelId: hotel!.id, role: 'member', userGroupId: group!.id },
      ]);
      // Rooms and bookings around today, so the calendar and dashboard look lived-in.
      const today = todayIn(DEFAULT_HOTEL_SETTING.timeZone, now);
      await seedDemoReservations(tx, hotel!, owner!, today, now);
      await seedDemoHousekeeping(tx, hotel!, owner!, today, now);
      await seedDemoPayments(tx, hotel!, owner!, now);
      await seedDemoNotifications(tx, hotel!, today, now);
      await seedDemoPublicPage(tx, hotel!, sliderImages);
      // The cover of the guest app: the first landscape, as its own guest_app upload.
      const cover = sliderImages && { ...sliderImages, images: sliderImages.images.slice(0, 1) };
      await seedDemoGuestApp(tx, hotel!, owner!, today, now, cover);
      await seedDemoPlatform(tx);
      // Last: the doors' grants follow every booking seeded before.
      await seedDemoLocks(tx, hotel!, today, now);
    });
  } catch (error) {
    // Another replica seeded at the same moment: its data is the same.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

/** Whether the demo accounts exist, so server.ts only prints logins that work. */
export async function hasDemoLogins(db: Db): Promise<boolean> {
  const emails = Object.values(DEMO_LOGINS).map((login) => login.email);
  const [row] = await db.select({ value: count() }).from(users).where(inArray(users.email, emails));
  return (row?.value ?? 0) === emails.length;
}
