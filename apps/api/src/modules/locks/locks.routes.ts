import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lockInputSchema,
  lockListQuerySchema,
  lockListSchema,
  lockOpenedSchema,
  lockOpeningListSchema,
  lockOpeningsQuerySchema,
  lockParamsSchema,
  lockSchema,
  lockSimulatorSchema,
  providerLockListSchema,
} from '@hotel/shared/contracts/locks';
import { errorBodySchema, errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { LocksService } from './locks.service';

/**
 * Door locks for staff (spec §7 "Locks"): GET, POST /api/lock; GET, PUT /api/lock/{id};
 * GET /api/lock/{id}/open; and what the header's quick-lock dialog and the Locks page need
 * besides: the last openings, the provider's own list, the simulator's failure switch.
 * Static paths win over `/lock/:id` in Fastify's router whatever the order.
 */
export const locksRoutes: FastifyPluginAsyncZod<{ locksService: LocksService }> = async (
  app,
  { locksService },
) => {
  const base = { tags: ['lock'], security: [{ bearerAuth: [] }], headers: hotelHeaders };
  // Whoever may open a door must see the doors to pick one.
  const read = [app.requirePermission('viewBookings', 'manageBookings')];
  const change = [app.requirePermission('manageBookings')];
  // A provider that refused or could not be reached (spec §8), its message preferred.
  const providerFailed = { 502: errorBodySchema };

  app.get(
    '/lock',
    {
      onRequest: read,
      schema: {
        ...base,
        summary: "The hotel's locks of its configured hardware, shared and room locks apart",
        description:
          '`sortProp` defaults to name, `sortOrder` to ascending (natural order: 2 before 10). ' +
          '`provider` says what answers for the locks right now.',
        querystring: lockListQuerySchema,
        response: { 200: lockListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => locksService.list(request.hotelId, request.query),
  );

  app.get(
    '/lock/openings',
    {
      onRequest: read,
      schema: {
        ...base,
        summary: "The hotel's last door openings and failed tries, newest first",
        querystring: lockOpeningsQuerySchema,
        response: { 200: lockOpeningListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => locksService.lastOpenings(request.hotelId, request.query.limit),
  );

  app.get(
    '/lock/provider_locks',
    {
      onRequest: change,
      schema: {
        ...base,
        summary: "The provider's own list of locks, to pick a provider id from",
        response: {
          200: providerLockListSchema,
          ...errorResponses(401, 403),
          ...providerFailed,
        },
      },
    },
    async (request) => locksService.providerLocks(request.hotelId),
  );

  app.get(
    '/lock/simulator',
    {
      onRequest: read,
      schema: {
        ...base,
        summary: "Whether the local lock simulator's failure switch is on",
        response: { 200: lockSimulatorSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => locksService.simulator(request.hotelId),
  );

  app.put(
    '/lock/simulator',
    {
      onRequest: [app.requirePermission('manageHotel')],
      schema: {
        ...base,
        summary: 'Switch the simulated locks failing (or working again)',
        description: '409 when the simulator does not answer for this hotel’s locks.',
        body: lockSimulatorSchema,
        response: { 200: lockSimulatorSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => locksService.setSimulator(request.hotelId, request.body),
  );

  app.get(
    '/lock/:id',
    {
      onRequest: read,
      schema: {
        ...base,
        summary: 'One lock',
        params: lockParamsSchema,
        response: { 200: lockSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => locksService.get(request.hotelId, request.params.id),
  );

  app.post(
    '/lock',
    {
      onRequest: change,
      schema: {
        ...base,
        summary: 'Create a lock of the hotel’s configured hardware',
        description:
          'A shared lock (entrance, common door) has no room; a room has at most one lock. ' +
          'The stays it reaches get their door grants redone.',
        body: lockInputSchema,
        response: { 201: lockSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await locksService.create(request.hotelId, request.body)),
  );

  app.put(
    '/lock/:id',
    {
      onRequest: change,
      schema: {
        ...base,
        summary: 'Replace a lock',
        description:
          'A lock moved to another room (or made shared or not) has the grants of the stays ' +
          'before and after redone at the provider.',
        params: lockParamsSchema,
        body: lockInputSchema,
        response: { 200: lockSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => locksService.update(request.hotelId, request.params.id, request.body),
  );

  app.get(
    '/lock/:id/open',
    {
      onRequest: change,
      schema: {
        ...base,
        summary: 'Open the door now (recorded with who opened it)',
        description:
          'A failed try is recorded too; 502 answers the provider’s message, else ' +
          '"Unable to open the lock".',
        params: lockParamsSchema,
        response: {
          200: lockOpenedSchema,
          ...errorResponses(400, 401, 403, 404),
          ...providerFailed,
        },
      },
    },
    async (request) => locksService.open(request.hotelId, request.params.id, request.principal),
  );
};
