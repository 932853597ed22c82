import { z } from 'zod';
import { idField } from './fields';

/** What an image belongs to; `room_type` images need the room type as `ownerId`. */
export const IMAGE_TYPES = ['room_type', 'hotel', 'guest_app', 'public_page'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Decoded size bound: a 10 MB PNG of one colour can claim 16k × 16k pixels and needs
 * gigabytes to decode. 50 megapixels still takes a 48 MP phone photo or a 45 MP camera's.
 */
export const IMAGE_MAX_MEGAPIXELS = 50;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
/** Resized variants, smallest first; every upload gets all of them (never enlarged). */
export const IMAGE_VARIANTS = [
  { name: 'thumb', width: 320 },
  { name: 'medium', width: 960 },
  { name: 'large', width: 1920 },
] as const;

export const imageSchema = z
  .object({
    _id: z.uuid(),
    type: z.enum(IMAGE_TYPES),
    ownerId: z.uuid().nullable(),
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    /** Variant name → URL, e.g. `{ thumb: '/api/image/…-thumb.webp', … }`. */
    urls: z.record(z.string(), z.string()),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof imageSchema>;

/** Multipart text fields of POST /api/upload/image (the file is the part `image`). */
export const imageUploadFieldsSchema = z.object({
  type: z.enum(IMAGE_TYPES, { error: 'validation.imageTypeField' }),
  ownerId: idField.optional(),
});

/** PUT /api/upload/image/order: every image of one owner, in the new order. */
export const imageOrderRequestSchema = z.strictObject({
  type: z.enum(IMAGE_TYPES, { error: 'validation.imageTypeField' }),
  ownerId: idField.optional(),
  ids: z.array(idField).min(1, 'validation.required').max(200),
});
export type ImageOrderRequest = z.input<typeof imageOrderRequestSchema>;
