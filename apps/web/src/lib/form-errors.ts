import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toErrorBody } from '@/lib/api-error';
import type { SchemaFieldError } from '@/lib/form-resolver';

/** Field errors from the server carry the server's text, already in the request language. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Client-side field errors carry the i18n key of the shared zod schema (`validation.*`) and, from
 * schemaResolver, the placeholders its text needs ({{max}} of a length check …).
 */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | SchemaFieldError | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return error.message;
  return t(error.message, 'params' in error ? error.params : undefined);
}

/**
 * Puts the server's field issues onto the form's fields. Returns whether any issue landed on a
 * field, so the caller can decide whether a summary alert is still needed. `fieldOfPath` names
 * the form field of a request path the form splits or names differently (`start` → `startTime`).
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  fieldOfPath: Readonly<Record<string, Path<T>>> = {},
): boolean {
  const issues = toErrorBody(error).issues ?? [];
  let hasMappedIssue = false;
  for (const issue of issues) {
    const field = fieldOfPath[issue.path] ?? issue.path;
    if (!fieldNames.includes(field)) continue;
    setError(field as Path<T>, { type: SERVER_ERROR_TYPE, message: issue.message });
    hasMappedIssue = true;
  }
  return hasMappedIssue;
}
