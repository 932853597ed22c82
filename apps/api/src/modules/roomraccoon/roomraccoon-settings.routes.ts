import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  roomRaccoonSettingsInputSchema,
  roomRaccoonSettingsSchema,
} from '@hotel/shared/contracts/roomraccoon';
import { errorResponses } from '../../lib/error-schema';
import { requestOrigin } from '../../lib/public-origin';
import { hotelHeaders } from '../../lib/route-schemas';
import type { RoomRaccoonSettingsService } from './roomraccoon-settings.service';

/** GET, PUT /api/integration/roomraccoon and POST …/token (manageHotel, staff only: secrets). */
export const roomRaccoonSettingsRoutes: FastifyPluginAsyncZod<{
  roomRaccoonSettings: RoomRaccoonSettingsService;
}> = async (app, { roomRaccoonSettings }) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = { tags: ['integrations'], security: [{ bearerAuth: [] }], headers: hotelHeaders };

  app.get(
    '/integration/roomraccoon',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'RoomRaccoon’s OTA connection: switch, user name, endpoint, room type mapping',
        description:
          'The password is never returned, only whether one is stored. `endpointUrl` is the ' +
          'address to give RoomRaccoon; null until the settings are saved once.',
        response: { 200: roomRaccoonSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => roomRaccoonSettings.get(request.hotelId, requestOrigin(request)),
  );

  app.put(
    '/integration/roomraccoon',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Save RoomRaccoon’s OTA connection',
        description:
          'An empty or missing password keeps the stored one; switching on needs one. Each ' +
          'RoomRaccoon room type code appears once and maps to a room type of this hotel or ' +
          'to none (its reservations are then listed as unmapped).',
        body: roomRaccoonSettingsInputSchema,
        response: { 200: roomRaccoonSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      roomRaccoonSettings.update(request.hotelId, request.body, requestOrigin(request)),
  );

  app.post(
    '/integration/roomraccoon/token',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'A new OTA endpoint address; the old one stops working at once',
        response: { 200: roomRaccoonSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => roomRaccoonSettings.rotateToken(request.hotelId, requestOrigin(request)),
  );
};
