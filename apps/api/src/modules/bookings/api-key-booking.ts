import type { z } from 'zod';
import type {
  Booking,
  bookingCreateSchema,
  BookingResponse,
  ExternalRef,
} from '@hotel/shared/contracts/bookings';
import { AppError, isAppError } from '../../lib/app-error';
import type { ApiKeyPrincipal, Principal } from '../../lib/principal';
import type { BookingsService } from './bookings.service';

type CreateInput = z.output<typeof bookingCreateSchema>;

export interface ApiKeyBookingResult {
  booking: Booking;
  /** false when the Idempotency-Key's first request made it: answered again, nothing new. */
  created: boolean;
}

/**
 * The booking as the caller may see it: an API key never gets the guest's door code (a key
 * is a website or a channel, not the door) nor the history, which names staff members. Every
 * booking route answering an API key passes its booking through this.
 */
export function bookingForCaller(booking: Booking, principal: Principal): BookingResponse {
  if (principal.kind !== 'api_key') return booking;
  const { accessCode: _accessCode, history: _history, ...visible } = booking;
  return visible;
}

/**
 * Whether a stored booking is what this request would have made: the same stay, party, room
 * type, guest and (when named) room, price and notice, made through the API. Compared field by
 * field because the booking is the only record of the request (no migration for a hash).
 */
function isSameRequest(existing: Booking, input: CreateInput): boolean {
  return (
    existing.source === 'api' &&
    existing.roomType._id === input.roomType &&
    existing.arrival === input.arrival &&
    existing.departure === input.departure &&
    existing.adults === input.adults &&
    existing.kids === input.kids &&
    existing.extraBeds === input.extraBeds &&
    (existing.mainGuest?._id ?? null) === input.mainGuest &&
    (input.room === null || existing.room?._id === input.room) &&
    (input.price === null || existing.price === input.price) &&
    existing.notice === input.notice
  );
}

/**
 * A booking made with an API key (the v1 API): its source is always `api`, and so is the source
 * of its external reference. The reference is the body's `externalRef.id` or, without one, the
 * Idempotency-Key, and is unique per hotel: with an Idempotency-Key, the same reference again
 * answers the first booking when the request is the same (never a second booking) and 409
 * `errors.idempotencyKeyReused` when it differs. Without the header a taken reference stays the
 * staff API's 409 `errors.bookingExternalRefTaken`.
 */
export async function createApiKeyBooking(
  bookings: BookingsService,
  hotelId: string,
  request: CreateInput,
  principal: ApiKeyPrincipal,
  idempotencyKey: string | undefined,
): Promise<ApiKeyBookingResult> {
  const refId = request.externalRef?.id ?? idempotencyKey;
  const externalRef: ExternalRef | null = refId ? { source: 'api', id: refId } : null;
  const input: CreateInput = { ...request, source: 'api', externalRef };

  const replay = async (): Promise<ApiKeyBookingResult | undefined> => {
    if (!idempotencyKey || !externalRef) return undefined;
    const existing = await bookings.findByExternalRef(hotelId, externalRef);
    if (!existing) return undefined;
    if (!isSameRequest(existing, input))
      throw new AppError('CONFLICT', 'errors.idempotencyKeyReused');
    return { booking: existing, created: false };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return { booking: await bookings.create(hotelId, input, principal), created: true };
  } catch (error) {
    // A concurrent retry with the same key won the unique reference: answer its booking.
    const isTaken = isAppError(error) && error.messageKey === 'errors.bookingExternalRefTaken';
    const concurrent = isTaken ? await replay() : undefined;
    if (concurrent) return concurrent;
    throw error;
  }
}
