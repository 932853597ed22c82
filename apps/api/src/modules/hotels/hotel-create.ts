import type { z } from 'zod';
import type { createHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import type { Db, Tx } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { createHotelsRepository, type NewHotel } from './hotels.repository';
import { nextFreeSymbolCode, slugifyHotelName } from './symbol-code';

export type CreateHotel = z.output<typeof createHotelRequestSchema>;

export const symbolCodeTaken = () => new AppError('CONFLICT', 'errors.symbolCodeTaken');

/**
 * Inserts a hotel from the create body and runs `setUp` (its owner, and whatever else comes
 * with it) in the same transaction. The owner's create and the admin's create (issue 18) share
 * it, so both answer a taken symbol code the same way. A generated code can lose a race with a
 * concurrent create: then the next free one is picked and the whole transaction retried.
 */
export async function insertHotel<T>(
  db: Db,
  request: CreateHotel,
  setUp: (tx: Tx, hotel: HotelRow) => Promise<T>,
): Promise<{ hotel: HotelRow; result: T }> {
  const repository = createHotelsRepository(db);
  if (request.symbol_code && (await repository.isSymbolCodeTaken(request.symbol_code))) {
    throw symbolCodeTaken();
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const base = slugifyHotelName(request.name);
    const values: NewHotel = {
      name: request.name,
      symbolCode:
        request.symbol_code ??
        nextFreeSymbolCode(base, await repository.symbolCodesStartingWith(base)),
      contact: request.contact,
      setting: request.setting,
      ...(request.theme_color ? { themeColor: request.theme_color } : {}),
    };
    try {
      return await db.transaction(async (tx) => {
        const hotel = await createHotelsRepository(tx).insert(values);
        return { hotel, result: await setUp(tx, hotel) };
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'hotels_symbol_code_unique')) throw error;
      if (request.symbol_code) throw symbolCodeTaken();
    }
  }
  throw symbolCodeTaken();
}
