import { sql } from 'drizzle-orm';
import { hotelCounters } from '../../db/schema-bookings';
import type { Tx } from '../../db/client';

type CounterColumn = 'lastBookingNumber' | 'lastPaymentNumber';

/**
 * The upsert that gives the hotel's next booking or payment number, from 1, as one returned
 * column (for a statement that numbers and inserts together). It takes the counter row's lock
 * until the transaction ends, so concurrent writers get consecutive numbers without gaps.
 */
export function nextHotelNumberQuery(tx: Tx, hotelId: string, column: CounterColumn) {
  return tx
    .insert(hotelCounters)
    .values({ hotelId, [column]: 1 })
    .onConflictDoUpdate({
      target: hotelCounters.hotelId,
      set: { [column]: sql`${hotelCounters[column]} + 1` },
    })
    .returning({ number: hotelCounters[column] });
}

/** The hotel's next booking or payment number (see nextHotelNumberQuery). */
export async function nextHotelNumber(
  tx: Tx,
  hotelId: string,
  column: CounterColumn,
): Promise<number> {
  const [counter] = await nextHotelNumberQuery(tx, hotelId, column);
  return counter!.number;
}
