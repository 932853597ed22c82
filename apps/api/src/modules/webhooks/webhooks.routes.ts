import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '@hotel/shared/contracts/webhooks';
import { idField, idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { WebhooksService } from './webhooks.service';

const endpointParams = idParamsSchema;
const deliveryParams = idParamsSchema.extend({ deliveryId: idField });

/**
 * The API plugin's outgoing webhooks (spec §2 /plugins/api), manageHotel. Registered in the
 * staff-only hotel scope: a key never manages webhooks, so it cannot send the hotel's bookings
 * to an address of its own choosing.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooksService: WebhooksService }> = async (
  app,
  { webhooksService },
) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = { tags: ['plugin'], security: [{ bearerAuth: [] }], headers: hotelHeaders };

  app.get(
    '/plugin/api/webhooks',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The hotel's webhook endpoints, each with its newest delivery",
        response: { 200: z.array(webhookEndpointSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => webhooksService.list(request.hotelId),
  );

  app.post(
    '/plugin/api/webhooks',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Register an endpoint; the answer is the only time its signing secret is shown',
        description:
          'https:// only; addresses in private networks are refused. At most 10 per hotel.',
        body: webhookEndpointCreateSchema,
        response: { 201: webhookEndpointCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await webhooksService.create(request.hotelId, request.body, request.user.id)),
  );

  app.put(
    '/plugin/api/webhooks/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Change the events, the description or whether the endpoint is active',
        params: endpointParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => webhooksService.update(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/plugin/api/webhooks/:id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Delete the endpoint with its delivery log; pending deliveries are not sent',
        params: endpointParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await webhooksService.remove(request.hotelId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/plugin/api/webhooks/:id/secret',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'A new signing secret, shown once; the old one stops signing at once',
        params: endpointParams,
        response: { 200: webhookEndpointCreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => webhooksService.rollSecret(request.hotelId, request.params.id),
  );

  app.get(
    '/plugin/api/webhooks/:id/deliveries',
    {
      onRequest,
      schema: {
        ...base,
        summary: "The endpoint's delivery log, newest first (`limit`, default 50, at most 100)",
        params: endpointParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: z.array(webhookDeliverySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      webhooksService.deliveries(request.hotelId, request.params.id, request.query.limit),
  );

  app.post(
    '/plugin/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Send a delivery again: the same body as a new delivery with a new id',
        params: deliveryParams,
        response: { 201: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await webhooksService.resend(
            request.hotelId,
            request.params.id,
            request.params.deliveryId,
          ),
        ),
  );
};
