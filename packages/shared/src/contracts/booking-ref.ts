import { z } from 'zod';

/** The booking a payment or a room service record belongs to, as lists show it. */
export const bookingRefSchema = z.object({
  _id: z.uuid(),
  number: z.number().int(),
  /** The main guest's name, or '' when the booking has none. */
  guestName: z.string(),
});
