import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { notFound, RouteError } from '@/lib/route-errors';
import { resolveGuards, type GuardContext } from '@/lib/routing/resolve-guards';

/** What the guards of one entry need to know (the staff app reads the session, the guest app not). */
export type GuardContextLoader = (
  guardNames: readonly string[],
  args: LoaderFunctionArgs,
) => Promise<GuardContext>;

async function runGuards(
  guardNames: readonly string[],
  args: LoaderFunctionArgs,
  loadContext: GuardContextLoader | undefined,
) {
  if (!loadContext) throw new Error(`Guards ${guardNames.join(', ')} need a guard context`);
  const outcome = resolveGuards(guardNames, await loadContext(guardNames, args));
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  if (outcome.kind === 'deny') {
    throw new RouteError(outcome.status, {
      messageKeys: outcome.messageKeys,
      params: outcome.params,
    });
  }
}

/**
 * Turns a route's declarations into its loader: guards first, then its namespaces and its own
 * loader together (the texts start loading at once). A route checks its ancestors' guards too,
 * because React Router runs the loaders of nested routes in parallel: each must stand on its own.
 * Namespaces need no inheriting, as every matched loader finishes before anything renders.
 */
export function buildRoutes(
  routes: RouteObject[],
  loadGuardContext?: GuardContextLoader,
  inheritedGuards: string[] = [],
): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const guards = [...new Set([...inheritedGuards, ...(handle?.guards ?? [])])];
    const namespaces = handle?.namespaces ?? [];
    const needsLoader = Boolean(handle?.guards?.length || handle?.isValid || namespaces.length);
    const ownLoader = typeof route.loader === 'function' ? route.loader : undefined;
    const built: RouteObject = needsLoader
      ? {
          ...route,
          loader: async (args: LoaderFunctionArgs) => {
            const texts = loadNamespaces(namespaces);
            // Awaited below unless a guard ends the navigation first.
            texts.catch(() => undefined);
            if (guards.length > 0) await runGuards(guards, args, loadGuardContext);
            if (handle?.isValid && !handle.isValid(args.params)) notFound();
            const [, result] = await Promise.all([texts, ownLoader ? ownLoader(args) : null]);
            return result;
          },
        }
      : route;
    if (route.children) {
      return {
        ...built,
        children: buildRoutes(route.children, loadGuardContext, guards),
      } as RouteObject;
    }
    return built;
  });
}
