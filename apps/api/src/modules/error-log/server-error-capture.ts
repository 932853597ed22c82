import type { FastifyRequest } from 'fastify';
import { HOTEL_HEADER } from '@hotel/shared/constants';
import { safeUrl } from '../../lib/logger-options';
import type { HotelAccessService } from '../access';
import { asUuid, describeThrown, type ErrorRecorder } from './error-log.recorder';

/** The hotel a request concerns: the hotel scope's, else a well-formed `hotel` header. */
export function hotelOfRequest(request: FastifyRequest): string | null {
  if (request.hotelId) return request.hotelId;
  const header = request.headers[HOTEL_HEADER];
  return asUuid(Array.isArray(header) ? header[0] : header);
}

/**
 * The hotel a client report names, only when its caller may act in it: a staff user who is a
 * member, or a super admin. Anyone else's header is ignored, so a report cannot blame a hotel.
 */
export async function verifiedHotelOf(
  request: FastifyRequest,
  hotelAccess: HotelAccessService,
): Promise<string | null> {
  const header = request.headers[HOTEL_HEADER];
  const hotelId = asUuid(Array.isArray(header) ? header[0] : header);
  if (!hotelId || request.principal?.kind !== 'staff') return null;
  return hotelAccess.resolve(request.principal.user, hotelId).then(
    (access) => access.hotelId,
    () => null,
  );
}

/** The staff user behind the request, when it authenticated as one. */
export function staffUserOf(request: FastifyRequest): string | null {
  return request.principal?.kind === 'staff' ? request.principal.user.id : null;
}

/**
 * The error handler's hook for a 5xx: records it (request id, route pattern, hotel, user,
 * message and stack) without holding up the answer; the recorder swallows its own failures.
 */
export function captureServerError(recorder: ErrorRecorder) {
  return (error: unknown, request: FastifyRequest, statusCode: number) => {
    const thrown = describeThrown(error);
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    void recorder.record({
      kind: 'server',
      source: `${request.method} ${route}`,
      name: thrown.name,
      message: thrown.message,
      stack: thrown.stack,
      requestId: request.id,
      method: request.method,
      route,
      statusCode,
      hotelId: hotelOfRequest(request),
      userId: staffUserOf(request),
      // The address as called, which record failed: query values and channel tokens masked.
      context: { url: safeUrl(request.url) },
    });
  };
}
