import type { FastifyRequest } from 'fastify';

/** Where the asking browser reached us (scheme and host, as the proxy passed them on). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The origin of the addresses we hand to channels (webhook, OTA endpoint, iCal feeds):
 * PUBLIC_BASE_URL (config `publicBaseUrl`) when set, else where the asking browser reached us.
 */
export const publicOrigin = (publicBaseUrl: string | undefined, origin: string) =>
  (publicBaseUrl ?? origin).replace(/\/+$/, '');
