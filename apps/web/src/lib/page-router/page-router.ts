import type { ComponentType } from 'react';
import { webEntryOf, type WebEntryName } from '@hotel/shared/web-entries';
import { loadNamespaces } from '@/lib/i18n';
import { notFound, RouteError } from '@/lib/route-errors';
import type { GuardContext, resolveGuards } from '@/lib/routing/resolve-guards';
import { matchPath, type RouteParams } from '@/lib/page-router/match-path';

/**
 * The router of the public page and the guest app: a few paths, the history API, and a loader
 * step before each page, at a fraction of React Router's weight (about 30 KB gzip), which only
 * the staff app needs.
 */
export interface PageRoute {
  /** e.g. `/guest_app/:hotel?/login` (match-path.ts); the first route that matches wins. */
  path: string;
  /** i18n key of the page title. */
  titleKey?: string;
  /** Translation namespaces the page needs besides the entry's own. */
  namespaces?: readonly string[];
  /** Guard names as in the staff routes (resolve-guards.ts), checked before `load`. */
  guards?: readonly string[];
  /** Loads what the page needs before it shows; throw RouteError or RouteRedirect to divert. */
  load?: (match: RouteMatch) => Promise<unknown>;
  /** The page, loaded lazily; without one the layout shows alone. */
  page?: () => Promise<ComponentType>;
}

export interface RouteMatch {
  route: PageRoute;
  params: RouteParams;
  pathname: string;
  search: string;
}

export type PageRouterState =
  | { phase: 'loading' }
  | { phase: 'ready'; match: RouteMatch; Page: ComponentType | null }
  | { phase: 'error'; error: unknown };

/** Throw from a route's `load` to go to another path instead (replacing the history entry). */
export class RouteRedirect {
  constructor(readonly to: string) {}
}

export interface PageRouterOptions {
  entry: WebEntryName;
  routes: readonly PageRoute[];
  /** Namespaces of the entry's layout and error page, loaded before anything shows. */
  namespaces: readonly string[];
  /** What the routes' guards decide on. */
  guardContext?: (match: RouteMatch) => GuardContext;
  /**
   * The guards' rules, passed in by an entry whose routes have guards (the guest app): the
   * public page has none and does not load them (they bring the staff permissions along).
   */
  resolveGuards?: typeof resolveGuards;
}

export type PageRouter = ReturnType<typeof createPageRouter>;

type HistoryMode = 'push' | 'replace' | 'pop';

/** A redirect loop (a guard sending back and forth) ends on the error page, not in a hang. */
const MAX_REDIRECTS = 10;

export function matchRoute(routes: readonly PageRoute[], url: URL): RouteMatch | null {
  for (const route of routes) {
    const params = matchPath(route.path, url.pathname);
    if (params) return { route, params, pathname: url.pathname, search: url.search };
  }
  return null;
}

function checkGuards(
  match: RouteMatch,
  { guardContext, resolveGuards }: Pick<PageRouterOptions, 'guardContext' | 'resolveGuards'>,
) {
  const names = match.route.guards ?? [];
  if (names.length === 0) return;
  if (!guardContext || !resolveGuards) {
    throw new Error(`Guards ${names.join(', ')} need a guard context and resolveGuards`);
  }
  const outcome = resolveGuards(names, guardContext(match));
  if (outcome.kind === 'redirect') throw new RouteRedirect(outcome.to);
  if (outcome.kind === 'deny') {
    throw new RouteError(outcome.status, {
      messageKeys: outcome.messageKeys,
      params: outcome.params,
    });
  }
}

export function createPageRouter({
  entry,
  routes,
  namespaces,
  guardContext,
  resolveGuards,
}: PageRouterOptions) {
  let state: PageRouterState = { phase: 'loading' };
  const listeners = new Set<() => void>();
  // Only the latest navigation may show its result; an older one that finishes later is dropped.
  let latestNavigation = 0;

  function show(next: PageRouterState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function leaveEntry(url: URL, replace: boolean) {
    // Another entry's path is a full page load: this router does not know it.
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
  }

  function record(url: URL, mode: HistoryMode) {
    if (mode === 'push') window.history.pushState(null, '', url.href);
    else if (mode === 'replace' && url.href !== window.location.href) {
      window.history.replaceState(null, '', url.href);
    }
  }

  /** Like React Router: the address changes once the new page's data is there. */
  async function go(url: URL, mode: HistoryMode, redirects = 0): Promise<void> {
    const navigation = ++latestNavigation;
    const entryTexts = loadNamespaces(namespaces);
    // Awaited below, also when the route fails: the error page needs the entry's texts.
    entryTexts.catch(() => undefined);
    try {
      const match = matchRoute(routes, url);
      if (!match) notFound();
      checkGuards(match, { guardContext, resolveGuards });
      const { route } = match;
      const [Page] = await Promise.all([
        route.page?.() ?? null,
        entryTexts,
        loadNamespaces(route.namespaces ?? []),
        route.load?.(match),
      ]);
      if (navigation !== latestNavigation) return;
      record(url, mode);
      show({ phase: 'ready', match, Page });
      if (mode === 'push') window.scrollTo(0, 0);
    } catch (error) {
      if (navigation !== latestNavigation) return;
      if (error instanceof RouteRedirect && redirects < MAX_REDIRECTS) {
        return navigate(error.to, { replace: true }, redirects + 1);
      }
      await entryTexts.catch(() => undefined);
      if (navigation !== latestNavigation) return;
      record(url, mode);
      show({ phase: 'error', error });
    }
  }

  /** Resolves once the new page's data is loaded and it is shown. */
  async function navigate(to: string, options: { replace?: boolean } = {}, redirects = 0) {
    const url = new URL(to, window.location.href);
    if (webEntryOf(url.pathname) === entry) {
      await go(url, options.replace ? 'replace' : 'push', redirects);
    } else {
      leaveEntry(url, Boolean(options.replace));
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    /** Shows the current address and follows the back and forward buttons from then on. */
    start() {
      window.addEventListener('popstate', () => void go(new URL(window.location.href), 'pop'));
      return go(new URL(window.location.href), 'replace');
    },
  };
}
