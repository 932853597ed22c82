import { z } from 'zod';
import { SMB_STATUSES } from '@hotel/shared/contracts/csv-import';
import { publicAlternativesSchema } from '@hotel/shared/contracts/public-booking';
import { ERROR_STATUS, type ErrorCode } from '@hotel/shared/errors';

/** ErrorBody of @hotel/shared/errors as a schema, so every route documents its error answers. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    issues: z
      .array(
        z.object({
          path: z.string(),
          key: z.string(),
          message: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      )
      .optional(),
    /** ROOM_TYPE_SOLD_OUT of POST /api/public/booking: other room types and dates still free. */
    alternatives: publicAlternativesSchema.optional(),
    /** SMB_FAILED of the CSV import: the share's status (spec §8). */
    smbStatus: z.enum(SMB_STATUSES).optional(),
  })
  .meta({ id: 'ErrorBody' });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502;

/** `{ 400: errorBodySchema, 401: … }` for a route's response map. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
