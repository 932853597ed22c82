/**
 * The queue that brings one of our bookings in line with Smoobu (issue 16): created there while
 * it stands here in a mapped room, updated when it changes, canceled when it is canceled or
 * leaves the mapped rooms. Every booking event sends it; the handler reads the booking's state
 * now, so a job sent once too often costs a read.
 */
export const SMOOBU_PUSH_QUEUE = 'smoobu.push_booking';
// A type, not an interface: job data must fit JobData's index signature.
export type SmoobuPushJob = {
  hotelId: string;
  bookingId: string;
};
