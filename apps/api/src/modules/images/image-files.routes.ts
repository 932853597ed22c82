import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { ImagesService } from './images.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored image files: public, registered in the public scope (app.ts). */
export const imageFilesRoutes: FastifyPluginAsyncZod<{ imagesService: ImagesService }> = async (
  app,
  { imagesService },
) => {
  app.get(
    '/image/:key',
    {
      schema: {
        tags: ['image'],
        summary: 'A stored image variant (public: shown on the public page and guest app)',
        description:
          'Keys are random and never reused, so the answer is cached for a year as immutable.',
        params: z.object({ key: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const data = await imagesService.read(request.params.key);
      if (!data) throw new AppError('NOT_FOUND', 'errors.imageNotFound');
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(data);
    },
  );
};
