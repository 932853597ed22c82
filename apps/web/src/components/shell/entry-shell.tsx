import type { ComponentType, ReactNode } from 'react';
import { RouteErrorView } from '@/components/shell/error-page';
import { ShellChrome } from '@/components/shell/shell-chrome';
import { PageSpinner } from '@/components/ui/spinner';
import {
  PageRouterProvider,
  RouteErrorBoundary,
  usePageRouterState,
} from '@/lib/page-router/page-router-view';
import type { PageRouter } from '@/lib/page-router/page-router';

type Layout = ComponentType<{ children: ReactNode }>;

const showError = (error: unknown) => <RouteErrorView error={error} />;

function EntryPage({ layout: Layout }: { layout: Layout }) {
  const state = usePageRouterState();
  if (state.phase === 'loading') return <PageSpinner />;
  if (state.phase === 'error') return showError(state.error);
  const { match, Page } = state;
  return (
    <RouteErrorBoundary resetKey={match.pathname} fallback={showError}>
      <ShellChrome titleKey={match.route.titleKey} deferOverlays>
        <Layout>{Page && <Page />}</Layout>
      </ShellChrome>
    </RouteErrorBoundary>
  );
}

/** The public page's and the guest app's root: their page router, shell and layout. */
export function EntryShell({ router, layout }: { router: PageRouter; layout: Layout }) {
  return (
    <PageRouterProvider router={router}>
      <EntryPage layout={layout} />
    </PageRouterProvider>
  );
}
