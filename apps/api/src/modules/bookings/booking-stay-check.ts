import type { z } from 'zod';
import type { bookingUpdateSchema } from '@hotel/shared/contracts/bookings';
import { computeStayPrice, maxAdults } from '@hotel/shared/pricing';
import type { Tx } from '../../db/client';
import type { RoomTypeRow } from '../../db/schema-setup';
import { validationError, type AppErrorIssue } from '../../lib/app-error';
import { lockRoomTypeWithReferences } from './booking-stay-check.repository';

/** Every stay field of a booking, as PUT sends them (without the version precondition). */
export type StayInput = Omit<z.output<typeof bookingUpdateSchema>, 'version'>;

/**
 * Occupancy: adults up to the higher occupancy plus one per extra bed; kids up to the kids'
 * places when the type has any (0 means the type sets no separate limit for children).
 */
function occupancyIssues(roomType: RoomTypeRow, input: StayInput): AppErrorIssue[] {
  const issues: AppErrorIssue[] = [];
  if (input.extraBeds > roomType.extraBed) {
    issues.push({
      path: 'extraBeds',
      key: 'validation.extraBedsExceeded',
      params: { max: roomType.extraBed },
    });
  }
  const max = maxAdults(roomType, Math.min(input.extraBeds, roomType.extraBed));
  if (input.adults > max) {
    issues.push({ path: 'adults', key: 'validation.occupancyExceeded', params: { max } });
  }
  if (roomType.kidsOccupancy > 0 && input.kids > roomType.kidsOccupancy) {
    issues.push({
      path: 'kids',
      key: 'validation.kidsExceeded',
      params: { max: roomType.kidsOccupancy },
    });
  }
  return issues;
}

/**
 * Validates references and prices the stay; everything inside the caller's transaction, under
 * the room type lock. `fromChannel`: a channel's reservation is taken with the party the channel
 * sold (refusing it would leave its nights free to be sold again here); the ingest bounds its
 * numbers. Answers the stay's room and guests (by last name) as the booking shows them.
 */
export async function checkAndPriceStay(
  tx: Tx,
  hotelId: string,
  input: StayInput,
  guestIds: string[],
  options: { fromChannel?: boolean } = {},
) {
  const serviceIds = [...new Set(input.services)];
  const found = await lockRoomTypeWithReferences(tx, hotelId, {
    roomTypeId: input.roomType,
    roomId: input.room,
    serviceIds,
    guestIds,
  });
  if (!found) throw validationError([{ path: 'roomType', key: 'validation.roomTypeUnknown' }]);
  const { roomType, room, services, guests } = found;
  const issues = options.fromChannel ? [] : occupancyIssues(roomType, input);
  if (input.room) {
    if (!room) issues.push({ path: 'room', key: 'validation.roomUnknown' });
    else if (room.roomTypeId !== roomType.id) {
      issues.push({ path: 'room', key: 'validation.roomNotOfRoomType' });
    }
  }
  if (services.length !== serviceIds.length) {
    issues.push({ path: 'services', key: 'validation.serviceUnknown' });
  }
  const known = new Set(guests.map((guest) => guest.id));
  if (guestIds.some((id) => !known.has(id))) {
    issues.push({
      path: input.mainGuest && !known.has(input.mainGuest) ? 'mainGuest' : 'guests',
      key: 'validation.guestUnknown',
    });
  }
  if (issues.length) throw validationError(issues);
  const priced = computeStayPrice(
    input,
    roomType,
    services.map((s) => ({ _id: s.id, name: s.name, price: s.price, charge: s.charge })),
    room?.basePrice ?? null,
  );
  return { roomType, room, guests, priced };
}
