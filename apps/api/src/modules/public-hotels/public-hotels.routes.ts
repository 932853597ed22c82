import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestAppHotelSchema, publicHotelSchema } from '@hotel/shared/contracts/public-hotel';
import { errorResponses } from '../../lib/error-schema';
import type { PublicHotelsService } from './public-hotels.service';

const hotelParam = z.string().min(1).max(100).describe("The hotel's _id or symbol_code");

/** No sign-in: the guest app and the public booking page show these before anyone logs in. */
export const publicHotelsRoutes: FastifyPluginAsyncZod<{
  publicHotelsService: PublicHotelsService;
}> = async (app, { publicHotelsService }) => {
  app.get(
    '/guest_app/:hotel',
    {
      schema: {
        tags: ['guest app'],
        summary: 'Hotel information for the guest app layout',
        params: z.object({ hotel: hotelParam }),
        response: { 200: guestAppHotelSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicHotelsService.guestAppHotel(request.params.hotel),
  );

  app.get(
    '/public/hotel/:id',
    {
      config: { publicCacheSeconds: 60 },
      schema: {
        tags: ['public'],
        summary: 'Hotel information for the public booking page',
        params: z.object({ id: hotelParam }),
        response: { 200: publicHotelSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicHotelsService.publicHotel(request.params.id),
  );
};
