import { z } from 'zod';

/** The staff hotel header (DESIGN decision 5), documented on every hotel-scoped route. */
export const hotelHeaders = z.looseObject({ hotel: z.string().describe('The hotel id') });
