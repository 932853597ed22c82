import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_MAX_BYTES,
  imageOrderRequestSchema,
  imageSchema,
  imageUploadFieldsSchema,
} from '@hotel/shared/contracts/images';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { AppError, validationError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import { imageTooLarge, notOneFile, type ImagesService } from './images.service';

function multipartError(error: unknown): AppError | undefined {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return notOneFile();
  }
  if (code?.startsWith('FST_')) return new AppError('BAD_REQUEST', 'errors.badRequest');
  return undefined;
}

export const imagesRoutes: FastifyPluginAsyncZod<{ imagesService: ImagesService }> = async (
  app,
  { imagesService },
) => {
  // Two files are allowed through so that the second one can be refused with a clear message.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 10, parts: 12 },
  });
  const tags = ['image'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requirePermission('manageHotel')];

  app.post(
    '/upload/image',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Upload one jpg/jpeg/png image (multipart)',
        description:
          'multipart/form-data with one file part `image` and text parts `type` (`room_type`, ' +
          '`hotel`, `guest_app`, `public_page`) and, for `room_type`, `ownerId` (the room type). ' +
          'The format is checked by content; at most 10 MB. The image is stored as webp ' +
          'variants thumb (320 px), medium (960 px) and large (1920 px), never enlarged, and ' +
          'appended after the owner’s other images.',
        headers: hotelHeaders,
        response: { 201: imageSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw notOneFile();
      const fields: Record<string, string> = {};
      const files: Buffer[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'image') files.push(data);
            else throw notOneFile();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        throw multipartError(error) ?? error;
      }
      if (files.length !== 1) throw notOneFile();
      const parsed = imageUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw validationError(
          parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            key: issue.message,
          })),
        );
      }
      const image = await imagesService.upload(request.hotelId, {
        ...parsed.data,
        data: files[0]!,
      });
      return reply.status(201).send(image);
    },
  );

  app.put(
    '/upload/image/order',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Reorder the images of one owner (all of its image ids, first = cover)',
        headers: hotelHeaders,
        body: imageOrderRequestSchema,
        response: { 200: z.array(imageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => imagesService.reorder(request.hotelId, request.body),
  );

  app.delete(
    '/upload/image/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Delete an image and its stored files',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await imagesService.delete(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
