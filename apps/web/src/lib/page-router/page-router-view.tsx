import {
  Component,
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { registerNavigate } from '@/lib/navigation';
import type { RouteParams } from '@/lib/page-router/match-path';
import type { PageRouter, PageRouterState, RouteMatch } from '@/lib/page-router/page-router';

const RouterContext = createContext<PageRouter | null>(null);

export function useRouter(): PageRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Page router hooks need a PageRouterProvider');
  return router;
}

/** Gives the tree its router; code outside React navigates through it too (lib/navigation). */
export function PageRouterProvider({
  router,
  children,
}: {
  router: PageRouter;
  children: ReactNode;
}) {
  useEffect(() => registerNavigate(router.navigate), [router]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function usePageRouterState(): PageRouterState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getState);
}

/** The route of the page shown; only pages and layouts use it, so it always has one. */
export function useRouteMatch(): RouteMatch {
  const state = usePageRouterState();
  if (state.phase !== 'ready') throw new Error('useRouteMatch needs a shown page');
  return state.match;
}

export function useRouteParams(): RouteParams {
  return useRouteMatch().params;
}

interface BoundaryProps {
  /** The shown path: a new one starts without the error. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * A page or layout that throws while rendering shows the error page, as a loader error does;
 * the next navigation leaves it. React offers error boundaries only as class components.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
