import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The placeholders of an issue's message ({{max}}, {{days}} …), like the server issues' `params`. */
export type IssueParams = Record<string, string | number>;

/** A form field error from the schema; its params fill the message's placeholders. */
export interface SchemaFieldError extends FieldError {
  params?: IssueParams;
}

/** The placeholders a zod issue implies: a length limit, or a custom issue's own `params`. */
export function issueParams(issue: z.core.$ZodIssue): IssueParams | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'custom')
    return (issue.params as { params?: IssueParams } | undefined)?.params;
  return undefined;
}

/**
 * The forms' resolver for a shared zod schema. It replaces @hookform/resolvers' zodResolver,
 * which keeps only an issue's code and message: "at most {{max}} characters" needs the bound too.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    // The first issue of a field is the one it shows, as with zodResolver.
    const errors: Record<string, SchemaFieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= {
        type: issue.code,
        message: issue.message,
        params: issueParams(issue),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** A resolver whose schema loads on first use; `preload` starts the download ahead of it. */
export type LazySchemaResolver<Input extends FieldValues, Output> = Resolver<
  Input,
  unknown,
  Output
> & { preload: () => void };

/**
 * `schemaResolver` of a schema imported on demand: a form on a first screen (the staff login)
 * renders without zod and the shared contracts (about 45 KB Brotli with the phone metadata the
 * contracts name), which load while the person types. A failed download is retried next time.
 */
export function lazySchemaResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazySchemaResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= loadSchema().then(schemaResolver, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
