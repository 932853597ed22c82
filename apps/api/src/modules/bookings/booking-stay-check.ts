import type { z } from 'zod';
import type { bookingUpdateSchema } from '@hotel/shared/contracts/bookings';
import { computeStayPrice, maxAdults } from '@hotel/shared/pricing';
import type { Tx } from '../../db/client';
import type { RoomRow, RoomTypeRow } from '../../db/schema-setup';
import { validationError, type AppErrorIssue } from '../../lib/app-error';
import { lockRoomType } from './booking-availability.repository';
import { guestsOfHotel } from './booking-guests.repository';
import { findRoomOfHotel, findServicesOfHotel } from './bookings.repository';

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
 * Validates references and prices the stay; everything inside the caller's transaction.
 * `fromChannel`: a channel's reservation is taken with the party the channel sold (refusing it
 * would leave its nights free to be sold again here); the ingest bounds its numbers.
 */
export async function checkAndPriceStay(
  tx: Tx,
  hotelId: string,
  input: StayInput,
  guestIds: string[],
  options: { fromChannel?: boolean } = {},
) {
  const roomType = await lockRoomType(tx, hotelId, input.roomType);
  if (!roomType) throw validationError([{ path: 'roomType', key: 'validation.roomTypeUnknown' }]);
  const issues = options.fromChannel ? [] : occupancyIssues(roomType, input);
  let room: RoomRow | null = null;
  if (input.room) {
    room = (await findRoomOfHotel(tx, hotelId, input.room)) ?? null;
    if (!room) issues.push({ path: 'room', key: 'validation.roomUnknown' });
    else if (room.roomTypeId !== roomType.id) {
      issues.push({ path: 'room', key: 'validation.roomNotOfRoomType' });
    }
  }
  const serviceIds = [...new Set(input.services)];
  const serviceRows = await findServicesOfHotel(tx, hotelId, serviceIds);
  if (serviceRows.length !== serviceIds.length) {
    issues.push({ path: 'services', key: 'validation.serviceUnknown' });
  }
  const known = await guestsOfHotel(tx, hotelId, guestIds);
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
    serviceRows.map((s) => ({ _id: s.id, name: s.name, price: s.price, charge: s.charge })),
    room?.basePrice ?? null,
  );
  return { roomType, room, priced };
}
