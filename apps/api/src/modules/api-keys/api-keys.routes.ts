import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyCreatedSchema,
  apiKeyCreateRequestSchema,
  apiKeySchema,
} from '@hotel/shared/contracts/api-keys';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { ApiKeysService } from './api-keys.service';

/**
 * The API plugin's keys (spec §2 /plugins/api). Registered in the staff-only hotel scope: a key
 * never creates or revokes keys, so it cannot widen its own access.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeysService: ApiKeysService }> = async (
  app,
  { apiKeysService },
) => {
  const tags = ['plugin'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requirePermission('manageHotel')];

  app.get(
    '/plugin/api/keys',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The hotel's API keys (prefix, name, permissions, creation, last use)",
        description: 'Revoked keys are not listed. Neither the key nor its hash is ever shown.',
        headers: hotelHeaders,
        response: { 200: z.array(apiKeySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => apiKeysService.list(request.hotelId),
  );

  app.post(
    '/plugin/api/keys',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Create an API key with a name and permissions; the answer shows the key once',
        description:
          "Permissions are the API plugin's own: `bookings.read`, `bookings.write`, `guests`, " +
          '`availability` (room types and rooms can be read with any key). Callers send the key ' +
          'as `Authorization: Bearer hpms_…` to the v1 calls under `/api/v1/…` (their OpenAPI: ' +
          '`GET /api/v1/openapi.json`). Only a sha256 hash is stored.',
        headers: hotelHeaders,
        body: apiKeyCreateRequestSchema,
        response: { 201: apiKeyCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await apiKeysService.create(request.hotelId, request.body, request.user.id)),
  );

  app.delete(
    '/plugin/api/keys/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Revoke an API key: it stops working at once, in every process (401)',
        headers: hotelHeaders,
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await apiKeysService.revoke(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
