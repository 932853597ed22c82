import { data } from 'react-router';
import type { RouteErrorData } from '@/lib/route-handle';

/** Throw from a loader: the root error element shows the 404 page. */
export function notFound(): never {
  throw data<RouteErrorData>({ messageKeys: [] }, { status: 404 });
}
