import { useRouteError } from 'react-router';
import { RouteErrorView } from '@/components/shell/error-page';

/** ErrorBoundary of the staff app's root route. */
export function RouteErrorPage() {
  return <RouteErrorView error={useRouteError()} />;
}
