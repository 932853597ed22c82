import { z } from 'zod';
import { pageQueryFields, pagedResponse } from './fields';

/**
 * The admin area's error log (issue 18): server errors (5xx), jobs that failed their last try
 * and errors the browser reported, grouped by fingerprint. Everything stored is redacted first.
 */
export const ERROR_LOG_KINDS = ['server', 'job', 'client'] as const;
export type ErrorLogKind = (typeof ERROR_LOG_KINDS)[number];

export const ERROR_LOG_STATUSES = ['open', 'resolved', 'all'] as const;
export type ErrorLogStatus = (typeof ERROR_LOG_STATUSES)[number];

/** What the browser reports: an uncaught error, an unhandled rejection, a chunk that failed. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The body limit of POST /api/client_error (413 beyond). */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;

/** POST /api/client_error: one report of the SPA's error reporter. */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, 'validation.invalid'),
  message: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(1000, 'validation.tooLong'),
  stack: z.string().max(8000, 'validation.tooLong').optional(),
  url: z.string({ error: 'validation.required' }).max(500, 'validation.tooLong'),
  /** The page's route pattern (`/booking/:id`), the group's source. */
  route: z.string().max(200, 'validation.tooLong').optional(),
  userAgent: z.string().max(300, 'validation.tooLong').optional(),
  release: z.string().max(100, 'validation.tooLong').optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

const instant = z.iso.datetime({ offset: true, error: 'validation.dateInvalid' });

/** GET /api/admin/error_log: groups, the newest last occurrence first. */
export const errorLogQuerySchema = z
  .object({
    kind: z.enum(ERROR_LOG_KINDS, 'validation.invalid').optional(),
    hotelId: z.uuid('validation.invalid').optional(),
    /** The window applies to occurrences: a group matches with one occurrence inside it. */
    from: instant.optional(),
    to: instant.optional(),
    status: z.enum(ERROR_LOG_STATUSES, 'validation.invalid').default('open'),
    ...pageQueryFields(20),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'validation.endDateBeforeStart',
    path: ['to'],
  });
export type ErrorLogQuery = z.input<typeof errorLogQuerySchema>;
export type ErrorLogFilters = z.output<typeof errorLogQuerySchema>;

const hotelRef = z.object({ id: z.string(), name: z.string().nullable() });

export const errorGroupSchema = z.object({
  id: z.string(),
  kind: z.enum(ERROR_LOG_KINDS),
  /** The route (`GET /api/booking/:id`), the job's queue or the page the client error came from. */
  source: z.string(),
  title: z.string(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** The hotel of the newest occurrence; its name is null when the hotel is gone. */
  lastHotel: hotelRef.nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorLogPageSchema = pagedResponse(errorGroupSchema);
export type ErrorLogPage = z.infer<typeof errorLogPageSchema>;

export const errorOccurrenceSchema = z.object({
  id: z.string(),
  requestId: z.string().nullable(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  hotel: hotelRef.nullable(),
  /** The user's email is null when the user is gone. */
  user: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  context: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
});
export type ErrorOccurrence = z.infer<typeof errorOccurrenceSchema>;

/** How many occurrences the detail shows (the newest). */
export const ERROR_DETAIL_OCCURRENCES = 20;

export const errorGroupDetailSchema = z.object({
  group: errorGroupSchema,
  occurrences: z.array(errorOccurrenceSchema),
});
export type ErrorGroupDetail = z.infer<typeof errorGroupDetailSchema>;

/** PUT /api/admin/error_log/{id}: mark resolved, or open again. */
export const errorGroupUpdateSchema = z.object({
  resolved: z.boolean({ error: 'validation.required' }),
});
export type ErrorGroupUpdate = z.infer<typeof errorGroupUpdateSchema>;
