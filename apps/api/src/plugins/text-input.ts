import fp from 'fastify-plugin';
import { validationError, type AppErrorIssue } from '../lib/app-error';

/**
 * NUL cannot be stored in a PostgreSQL text (or jsonb) value, and a lone UTF-16 surrogate is
 * no character at all: either would reach the database and fail there as a 500. One check for
 * every route refuses them with a field issue before any schema, service or query sees them.
 */
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !NUL.test(value) && !LONE_SURROGATE.test(value);
}

/** A path as a chain of steps back to the root: no copying per level of nesting. */
interface PathStep {
  key: string;
  parent: PathStep | null;
}

function dotted(step: PathStep | null): string {
  const keys: string[] = [];
  for (let current = step; current; current = current.parent) keys.push(current.key);
  return keys.reverse().join('.');
}

/**
 * Dotted paths of every string (value or object key) that cannot be stored. Walks with its own
 * stack: a deeply nested JSON body must not overflow ours.
 */
export function unstorableTextPaths(input: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; at: PathStep | null }[] = [{ value: input, at: null }];
  while (pending.length > 0) {
    const { value, at } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(dotted(at));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) found.push(dotted({ key: '(key)', parent: at }));
        else pending.push({ value: child, at: { key, parent: at } });
      }
    }
  }
  return found;
}

export const textInputPlugin = fp(
  async (app) => {
    // preValidation: the body is parsed, authentication (onRequest) has already answered
    // callers it refuses, and the route's schema has not run yet.
    app.addHook('preValidation', async (request) => {
      const paths = [
        ...unstorableTextPaths(request.params),
        ...unstorableTextPaths(request.query),
        ...unstorableTextPaths(request.body),
      ];
      if (paths.length === 0) return;
      const issues: AppErrorIssue[] = [...new Set(paths)].map((path) => ({
        path,
        key: 'validation.unstorableCharacters',
      }));
      throw validationError(issues);
    });
  },
  { name: 'text-input' },
);
