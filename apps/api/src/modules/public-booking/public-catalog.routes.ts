import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicAvailabilityQuerySchema,
  publicAvailabilityResponseSchema,
  publicCalendarQuerySchema,
  publicCalendarResponseSchema,
  publicRoomsResponseSchema,
  publicRoomTypesResponseSchema,
} from '@hotel/shared/contracts/public-booking';
import { errorResponses } from '../../lib/error-schema';
import type { PublicCatalogService } from './public-catalog.service';

const hotelParams = z.object({
  id: z.string().min(1).max(100).describe("The hotel's _id or symbol_code"),
});

/** What the hotel offers changes when staff edit it: a minute is fresh enough. */
const CATALOG_CACHE_SECONDS = 60;
/** Availability changes with every booking: short, so a full day greys out soon. */
const AVAILABILITY_CACHE_SECONDS = 15;

/** Anonymous reads of the public booking page (spec §7 "Public"); no sign-in, public fields only. */
export const publicCatalogRoutes: FastifyPluginAsyncZod<{
  publicCatalogService: PublicCatalogService;
}> = async (app, { publicCatalogService }) => {
  app.get(
    '/public/room_types/:id',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['public'],
        summary: 'Room types with rooms: photos, capacity, prices and active services',
        params: hotelParams,
        response: { 200: publicRoomTypesResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicCatalogService.roomTypes(request.params.id),
  );

  app.get(
    '/public/rooms/:id',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['public'],
        summary: 'Rooms by their number and room type',
        params: hotelParams,
        response: { 200: publicRoomsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicCatalogService.rooms(request.params.id),
  );

  app.get(
    '/public/calendar/:id',
    {
      config: { publicCacheSeconds: AVAILABILITY_CACHE_SECONDS },
      schema: {
        tags: ['public'],
        summary: 'For each day of a range: can a stay of the minimum length start on it',
        params: hotelParams,
        querystring: publicCalendarQuerySchema,
        response: { 200: publicCalendarResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicCatalogService.calendar(request.params.id, request.query),
  );

  app.get(
    '/public/available_rooms',
    {
      config: { publicCacheSeconds: AVAILABILITY_CACHE_SECONDS },
      schema: {
        tags: ['public'],
        summary: 'Room types free for the whole stay that hold the party, with the stay price',
        querystring: publicAvailabilityQuerySchema,
        response: { 200: publicAvailabilityResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicCatalogService.availableRooms(request.query),
  );
};
