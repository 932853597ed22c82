import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from '@/lib/form-errors';

/** The dotted paths of the fields that show a schema error (not the server's). */
function schemaErrorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in error && typeof error.type === 'string') {
      return error.type === SERVER_ERROR_TYPE ? [] : [path];
    }
    return schemaErrorPaths(error as FieldErrors, path);
  });
}

/**
 * Errors go as soon as the user fixes them. react-hook-form re-checks only the field being
 * edited, so an error a rule across fields put on another field (check-out before check-in,
 * higher occupancy below the base) stayed until the next submit; so did the refused save's
 * message (the save mutation's error), which belongs to the values that were sent. A server
 * field error stays until its own field changes: only the server can say it is fixed.
 */
export function useErrorsClearOnFix<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'subscribe' | 'trigger'>,
  save?: { error: unknown; reset: () => void },
) {
  const { subscribe, trigger } = form;
  const clearSaveError = save?.error ? save.reset : undefined;
  useEffect(
    () =>
      subscribe({
        formState: { values: true, errors: true },
        callback: ({ name, type, errors }) => {
          if (type !== 'change' || !name) return;
          clearSaveError?.();
          const others = schemaErrorPaths(errors ?? {}).filter((path) => path !== name);
          if (others.length > 0) void trigger(others as Path<T>[]);
        },
      }),
    [subscribe, trigger, clearSaveError],
  );
}
