import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { phoneIssueKey } from '../phone';
import { isIsoDate } from '../stay-dates';

/**
 * Field building blocks. Every message is an i18n key (see i18n/messages-*.ts); the API
 * translates it for the caller and the web translates it in forms.
 */
export const requiredText = (key = 'validation.required', max = 200) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

export const optionalText = (max = 200) =>
  z.string().trim().max(max, 'validation.tooLong').optional().default('');

export const emailField = (requiredKey = 'validation.emailRequired') =>
  z
    .string({ error: requiredKey })
    .trim()
    .toLowerCase()
    .min(1, requiredKey)
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email'));

/** An email that may be left out or empty; one given must be a valid address. */
export const optionalEmailField = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'validation.tooLong')
    .pipe(z.union([z.literal(''), z.email('validation.email')]))
    .optional();

export const passwordField = z
  .string({ error: 'validation.required' })
  .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin')
  .max(200, 'validation.tooLong');

export const phoneField = (requiredKey = 'validation.phoneRequired') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .superRefine((value, ctx) => {
      const key = phoneIssueKey(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });

export const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .default('')
  .superRefine((value, ctx) => {
    if (!value) return;
    const key = phoneIssueKey(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

export const idField = z.uuid('validation.invalid');

/** `/:id` route params: every route with one id in its path validates it the same way. */
export const idParamsSchema = z.object({ id: idField });

/** An id the request must carry: missing or blank says `key`; any other non-uuid is invalid. */
export const requiredIdField = (key: string) => z.string({ error: key }).min(1, key).pipe(idField);

/** An optional YYYY-MM-DD query parameter. */
export const optionalDateQuery = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDate(value), 'validation.dateInvalid');

/** A query parameter listing allowed values separated by commas, e.g. `status=new,paid`. */
export const commaListOf = (values: readonly string[], key: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || value.split(',').every((part) => values.includes(part.trim())),
      key,
    );

/** Inclusive from/to days (either may be missing): `to` may be `from` but not before it. */
export function withDateOrder<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema.refine((value) => !value.from || !value.to || value.to >= value.from, {
    message: 'validation.endDateBeforeStart',
    path: ['to'],
  });
}

/** Adds the "confirmation must match" rule to any schema with password + passwordConfirmation. */
export function withPasswordConfirmation<
  T extends z.ZodType<{ password: string; passwordConfirmation: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    message: 'validation.passwordMismatch',
    path: ['passwordConfirmation'],
  });
}

/** One of a paged list's numbers in the query string: a whole number from 1 to `max`. */
const pagingNumber = (max: number, fallback: number, typeError?: string, rangeError?: string) =>
  z.coerce
    .number(typeError ? { error: typeError } : undefined)
    .int(rangeError)
    .min(1, rangeError)
    .max(max, rangeError)
    .default(fallback);

/**
 * `page` and `limit` of a paged list's query, spread into its object. The error keys are each
 * list's own (left out: zod's message); `typeError` is for a value that is no number at all.
 */
export function pageQueryFields(
  defaultLimit: number,
  options: {
    maxLimit?: number;
    typeError?: string;
    pageError?: string;
    limitError?: string;
  } = {},
) {
  const { maxLimit = 100, pageError, limitError } = options;
  return {
    page: pagingNumber(10_000, 1, options.typeError ?? pageError, pageError),
    limit: pagingNumber(maxLimit, defaultLimit, options.typeError ?? limitError, limitError),
  };
}

/** One page of a list and where it stands: the answer to a query with pageQueryFields. */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
