import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANTS,
  type Image,
  type ImageType,
  type imageOrderRequestSchema,
} from '@hotel/shared/contracts/images';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import type { ImageRow, ImageVariantRow } from '../../db/schema-setup';
import { AppError, validationError } from '../../lib/app-error';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import { createImagesRepository, type ImageOwner } from './images.repository';

type ImageOrder = z.output<typeof imageOrderRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.imageNotFound');
export const imageTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'errors.imageTooLarge', {
    params: { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 },
  });
export const notOneFile = () =>
  validationError([{ path: 'image', key: 'validation.imageOneFile' }]);
const wrongFormat = () => validationError([{ path: 'image', key: 'validation.imageType' }]);
const tooManyPixels = () =>
  validationError([
    { path: 'image', key: 'validation.imageTooManyPixels', params: { max: IMAGE_MAX_MEGAPIXELS } },
  ]);

/**
 * Decoding and resizing take a core and up to a few hundred MB each: two at a time per process
 * (the libvips pool already uses every core for one), a short line, then "try again".
 */
const IMAGE_WORK_CONCURRENCY = 2;
const IMAGE_WORK_MAX_WAITING = 8;

/** sharp with the pixel bound, so no decode can exceed it even where the header lied. */
const decode = (data: Buffer) => sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS });

export function toImage(row: ImageRow): Image {
  const largest = row.variants[row.variants.length - 1];
  return {
    _id: row.id,
    type: row.type as ImageType,
    ownerId: row.ownerId,
    position: row.position,
    width: largest?.width ?? 0,
    height: largest?.height ?? 0,
    urls: Object.fromEntries(row.variants.map((v) => [v.name, `/api/image/${v.key}`])),
  };
}

/**
 * jpg/jpeg/png, decided by the bytes (sharp reads the header), never by the file name; the
 * header's size is checked before a single pixel is decoded.
 */
async function readFormat(data: Buffer): Promise<'jpeg' | 'png'> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw wrongFormat(); // Not an image sharp can read.
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format !== 'jpeg' && format !== 'png') throw wrongFormat();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  return format;
}

/**
 * The stored variants of an image (IMAGE_VARIANTS, webp, never enlarged), one after another.
 * The upload and the demo seed's generated images both go through here.
 */
export async function renderImageVariants(image: Buffer) {
  const results = [];
  for (const { name, width } of IMAGE_VARIANTS) {
    const { data, info } = await decode(image)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    results.push({ name, data, info });
  }
  return results;
}

export function createImagesService(deps: { db: Db; storage: Storage }) {
  const repository = createImagesRepository(deps.db);
  const imageWork = createConcurrencyLimit({
    concurrency: IMAGE_WORK_CONCURRENCY,
    maxWaiting: IMAGE_WORK_MAX_WAITING,
    onFull: () => new AppError('RATE_LIMITED', 'errors.imagesBusy'),
  });

  async function checkOwner(hotelId: string, type: ImageType, ownerId: string | undefined) {
    if (type !== 'room_type') return { type, ownerId: null };
    if (!ownerId || !(await repository.isRoomTypeOfHotel(hotelId, ownerId))) {
      throw validationError([{ path: 'ownerId', key: 'validation.roomTypeUnknown' }]);
    }
    return { type, ownerId };
  }

  return {
    async upload(
      hotelId: string,
      input: { type: ImageType; ownerId?: string; data: Buffer },
    ): Promise<Image> {
      const owner: ImageOwner = await checkOwner(hotelId, input.type, input.ownerId);
      const format = await readFormat(input.data);
      const id = randomUUID();
      const variants: ImageVariantRow[] = [];
      try {
        // One variant after another: a slot holds one decode at a time.
        const resized = await imageWork.run(() => renderImageVariants(input.data));
        for (const { name, data, info } of resized) {
          const key = `${id}-${name}.webp`;
          await deps.storage.put(key, data);
          variants.push({ name, key, width: info.width, height: info.height });
        }
        const row = await repository.insert(hotelId, {
          id,
          ...owner,
          mimeType: `image/${format}`,
          variants,
        });
        return toImage(row);
      } catch (error) {
        await deps.storage.delete(variants.map((variant) => variant.key));
        if (error instanceof AppError) throw error;
        if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
        // A header sharp accepted but pixels it cannot decode: still not a usable image.
        if (error instanceof Error && /sharp|Input|VipsJpeg|pngload/i.test(error.message)) {
          throw wrongFormat();
        }
        throw error;
      }
    },

    /** Sets the order of all images of one owner; `ids` must list each exactly once. */
    async reorder(hotelId: string, order: ImageOrder): Promise<Image[]> {
      const owner = await checkOwner(hotelId, order.type, order.ownerId);
      const current = await repository.listForOwner(hotelId, owner);
      const currentIds = new Set(current.map((row) => row.id));
      const isSameSet =
        order.ids.length === current.length &&
        new Set(order.ids).size === order.ids.length &&
        order.ids.every((id) => currentIds.has(id));
      if (!isSameSet) throw validationError([{ path: 'ids', key: 'validation.invalid' }]);
      await repository.setPositions(hotelId, order.ids);
      return (await repository.listForOwner(hotelId, owner)).map(toImage);
    },

    async delete(hotelId: string, id: string) {
      const row = await repository.find(hotelId, id);
      if (!row) throw notFound();
      await repository.delete(hotelId, id);
      await deps.storage.delete(row.variants.map((variant) => variant.key));
    },

    /** The stored bytes of a variant, for GET /api/image/{key}. */
    async read(key: string) {
      return deps.storage.get(key);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
