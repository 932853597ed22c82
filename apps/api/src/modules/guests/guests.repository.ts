import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../lib/escape-like';
import type { Db } from '../../db/client';
import { bookingGuests, bookings, guests } from '../../db/schema-bookings';

export type GuestValues = Omit<typeof guests.$inferInsert, 'id' | 'hotelId' | 'createdAt'>;

/**
 * Bookings that refer to the guest, either as main guest or as one of its guests. The outer
 * columns are written out because drizzle renders them unqualified, which `b` would capture.
 */
const bookingCount = sql<number>`(
  select count(*)::int from ${bookings} b
  where b.hotel_id = "guests"."hotel_id"
    and (b.main_guest_id = "guests"."id"
      or exists (select 1 from ${bookingGuests} bg where bg.booking_id = b.id and bg.guest_id = "guests"."id"))
)`;

/** Every query is scoped by hotel (DESIGN decision 6). */
export function createGuestsRepository(db: Db) {
  const selectWithCount = (condition: SQL | undefined) =>
    db
      .select({ guest: guests, bookingCount })
      .from(guests)
      .where(condition)
      .orderBy(asc(guests.lastName), asc(guests.firstName), asc(guests.id));

  function filterCondition(filter: string | undefined): SQL | undefined {
    if (!filter) return undefined;
    const pattern = `%${escapeLike(filter)}%`;
    const digits = `%${escapeLike(filter.replace(/\s+/g, ''))}%`;
    return or(
      sql`${guests.firstName} ilike ${pattern}`,
      sql`${guests.lastName} ilike ${pattern}`,
      sql`(${guests.firstName} || ' ' || ${guests.lastName}) ilike ${pattern}`,
      sql`${guests.email} ilike ${pattern}`,
      sql`${guests.company} ilike ${pattern}`,
      sql`replace(${guests.mobile}, ' ', '') ilike ${digits}`,
    );
  }

  return {
    async list(hotelId: string, query: { filter?: string; page: number; limit: number }) {
      const condition = and(eq(guests.hotelId, hotelId), filterCondition(query.filter));
      const rows = await selectWithCount(condition)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(guests)
        .where(condition);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(hotelId: string, id: string) {
      const [row] = await selectWithCount(and(eq(guests.hotelId, hotelId), eq(guests.id, id)));
      return row;
    },

    async companies(hotelId: string, search: string | undefined) {
      const conditions = [eq(guests.hotelId, hotelId), sql`${guests.company} <> ''`];
      const prefix = `${escapeLike(search ?? '')}%`;
      if (search) conditions.push(sql`${guests.company} ilike ${`%${escapeLike(search)}%`}`);
      const rows = await db
        .select({ company: guests.company })
        .from(guests)
        .where(and(...conditions))
        .groupBy(guests.company)
        // Names that start with the search come first, then the ones that contain it.
        .orderBy(
          sql`case when ${guests.company} ilike ${prefix} then 0 else 1 end`,
          asc(guests.company),
        )
        .limit(20);
      return rows.map((row) => row.company);
    },

    async insert(hotelId: string, values: GuestValues) {
      const [row] = await db
        .insert(guests)
        .values({ ...values, hotelId })
        .returning({ id: guests.id });
      return row!;
    },

    /**
     * The oldest guest with this name and this email (case aside each), or, without an email,
     * this mobile (spaces aside); undefined when neither is given: a name alone is not enough.
     */
    async findByContactAndName(
      hotelId: string,
      person: { email: string; mobile?: string; firstName: string; lastName: string },
    ) {
      const email = person.email.trim().toLowerCase();
      const mobile = (person.mobile ?? '').replace(/\s+/g, '');
      if (!email && !mobile) return undefined;
      const contact = email
        ? sql`lower(${guests.email}) = ${email}`
        : sql`replace(${guests.mobile}, ' ', '') = ${mobile}`;
      const [row] = await db
        .select({ id: guests.id })
        .from(guests)
        .where(
          and(
            eq(guests.hotelId, hotelId),
            contact,
            sql`lower(${guests.firstName}) = ${person.firstName.trim().toLowerCase()}`,
            sql`lower(${guests.lastName}) = ${person.lastName.trim().toLowerCase()}`,
          ),
        )
        .orderBy(asc(guests.createdAt), asc(guests.id))
        .limit(1);
      return row;
    },

    async update(hotelId: string, id: string, values: GuestValues) {
      const [row] = await db
        .update(guests)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
        .returning({ id: guests.id });
      return row;
    },

    async delete(hotelId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(guests)
        .where(and(eq(guests.hotelId, hotelId), eq(guests.id, id)))
        .returning({ id: guests.id });
      return rows.length > 0;
    },

    /** Locks both guests, so two merges of the same pair cannot interleave. */
    async lockGuests(hotelId: string, ids: string[]) {
      return db
        .select()
        .from(guests)
        .where(and(eq(guests.hotelId, hotelId), inArray(guests.id, ids)))
        .for('update');
    },

    async bookingIdsOf(hotelId: string, guestId: string): Promise<string[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.hotelId, hotelId),
            or(
              eq(bookings.mainGuestId, guestId),
              sql`exists (select 1 from ${bookingGuests} bg where bg.booking_id = ${bookings.id} and bg.guest_id = ${guestId})`,
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Moves every booking of `sourceId` to `targetId`; a booking with both keeps one row. */
    async moveBookings(hotelId: string, sourceId: string, targetId: string) {
      await db.execute(sql`
        insert into ${bookingGuests} (booking_id, guest_id)
        select bg.booking_id, ${targetId} from ${bookingGuests} bg
        where bg.guest_id = ${sourceId}
        on conflict do nothing`);
      await db.delete(bookingGuests).where(eq(bookingGuests.guestId, sourceId));
      await db
        .update(bookings)
        .set({ mainGuestId: targetId })
        .where(and(eq(bookings.hotelId, hotelId), eq(bookings.mainGuestId, sourceId)));
    },
  };
}
