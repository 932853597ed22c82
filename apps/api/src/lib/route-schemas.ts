import { z } from 'zod';

/**
 * The staff hotel header (DESIGN decision 5), documented on every hotel-scoped route. Optional
 * in the schema because the hotel scope (onRequest, before validation) already refuses staff
 * without it, while an API key may leave it out: its own hotel is meant.
 */
export const hotelHeaders = z.looseObject({
  hotel: z
    .string()
    .optional()
    .describe('The hotel id: required for staff; an API key acts in its own hotel when left out'),
});
