import type { RouteErrorData } from '@/lib/route-handle';

/**
 * A route's own error (404, a guard's 403), thrown from a loader and shown by the error page. It
 * has the shape of React Router's error responses (status, statusText, internal, data), so the
 * error page reads both alike, and the entries without React Router throw it too.
 */
export class RouteError {
  readonly statusText = '';
  readonly internal = false;

  constructor(
    readonly status: number,
    readonly data: RouteErrorData,
  ) {}
}

/** Throw from a loader: the error page shows the 404 page. */
export function notFound(): never {
  throw new RouteError(404, { messageKeys: [] });
}
