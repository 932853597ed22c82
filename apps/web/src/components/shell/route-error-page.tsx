import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RouteErrorView } from '@/components/shell/error-page';
import { reportRouteError } from '@/lib/error-reporting';

/** ErrorBoundary of the staff app's root route. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => reportRouteError(error), [error]);
  return <RouteErrorView error={error} />;
}
