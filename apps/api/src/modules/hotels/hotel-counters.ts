import { sql } from 'drizzle-orm';
import { hotelCounters } from '../../db/schema-bookings';
import type { Tx } from '../../db/client';

type CounterColumn = 'lastBookingNumber' | 'lastPaymentNumber';

/**
 * The hotel's next booking or payment number, from 1. The upsert takes the counter row's lock
 * until the transaction ends, so concurrent writers get consecutive numbers without gaps.
 */
export async function nextHotelNumber(
  tx: Tx,
  hotelId: string,
  column: CounterColumn,
): Promise<number> {
  const [counter] = await tx
    .insert(hotelCounters)
    .values({ hotelId, [column]: 1 })
    .onConflictDoUpdate({
      target: hotelCounters.hotelId,
      set: { [column]: sql`${hotelCounters[column]} + 1` },
    })
    .returning({ number: hotelCounters[column] });
  return counter!.number;
}
