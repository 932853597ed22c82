import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_SMOOBU_KEY_LENGTH,
  SMOOBU_KEY_HEADER,
  smoobuAccountSchema,
  smoobuApartmentListSchema,
  smoobuApartmentsInputSchema,
  smoobuChannelsInputSchema,
  smoobuChannelsSchema,
  smoobuCredentialsInputSchema,
  smoobuEnableInputSchema,
  smoobuPluginStateSchema,
} from '@hotel/shared/contracts/smoobu';
import { errorResponses } from '../../lib/error-schema';
import { requestOrigin } from '../../lib/public-origin';
import type { SmoobuPluginService } from './smoobu-plugin.service';

/**
 * The Smoobu wizard of the `hotel` header's hotel (spec §2 /plugins/smoobu; manageHotel, staff
 * only: it stores the hotel's Smoobu key). Smoobu's refusals answer 400 with "cannot connect"
 * or "incorrect API key" (spec §8).
 */
export const smoobuPluginRoutes: FastifyPluginAsyncZod<{
  smoobuPluginService: SmoobuPluginService;
}> = async (app, { smoobuPluginService: service }) => {
  const tags = ['plugins'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requirePermission('manageHotel')];
  const headers = z.looseObject({ hotel: z.string().describe('The hotel id') });
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/plugin/smoobu',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'The Smoobu plugin’s state and the webhook address to enter at Smoobu',
        response: { 200: smoobuPluginStateSchema, ...errors },
      },
    },
    async (request) => service.state(request.hotelId, requestOrigin(request)),
  );

  app.put(
    '/plugin/smoobu',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary:
          'Switch the Smoobu sync on (key, a mapped apartment and our channel needed) or off',
        body: smoobuEnableInputSchema,
        response: { 200: smoobuPluginStateSchema, ...errors },
      },
    },
    async (request) =>
      service.setEnabled(
        request.hotelId,
        request.body.enabled,
        request.user.id,
        requestOrigin(request),
      ),
  );

  app.get(
    '/plugin/smoobu/check_api',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers: headers.extend({
          [SMOOBU_KEY_HEADER]: z
            .string({ error: 'validation.smoobuApiKeyRequired' })
            .trim()
            .min(1, 'validation.smoobuApiKeyRequired')
            .max(MAX_SMOOBU_KEY_LENGTH, 'validation.tooLong'),
        }),
        summary: 'Check a Smoobu API key (sent in x-smoobu-api-key): the account it belongs to',
        response: { 200: smoobuAccountSchema, ...errors },
      },
    },
    async (request) => service.checkApi(request.headers[SMOOBU_KEY_HEADER]),
  );

  app.put(
    '/plugin/smoobu/credentials',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'Store the Smoobu API key after Smoobu accepted it (never answered)',
        body: smoobuCredentialsInputSchema,
        response: { 200: smoobuPluginStateSchema, ...errors },
      },
    },
    async (request) =>
      service.putCredentials(request.hotelId, request.body.api_key, requestOrigin(request)),
  );

  app.get(
    '/plugin/smoobu/apartment',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'Smoobu’s apartments and the room each stands for',
        response: { 200: smoobuApartmentListSchema, ...errors },
      },
    },
    async (request) => service.apartments(request.hotelId),
  );

  app.put(
    '/plugin/smoobu/apartments',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'Map Smoobu’s apartments to rooms (a room to one apartment at most)',
        body: smoobuApartmentsInputSchema,
        response: { 200: smoobuApartmentListSchema, ...errors },
      },
    },
    async (request) => service.putApartments(request.hotelId, request.body),
  );

  app.get(
    '/plugin/smoobu/channels',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary:
          'Smoobu’s channels (known ones and those on coming reservations) and how each shows',
        response: { 200: smoobuChannelsSchema, ...errors },
      },
    },
    async (request) => service.channels(request.hotelId),
  );

  app.put(
    '/plugin/smoobu/channels',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'Store how each channel shows and the channel our bookings are sent under',
        body: smoobuChannelsInputSchema,
        response: { 200: smoobuChannelsSchema, ...errors },
      },
    },
    async (request) => service.putChannels(request.hotelId, request.body),
  );
};
