import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { resolveGuards } from '@/app/guards/resolve-guards';
import type { RouteErrorData, RouteHandle } from '@/lib/route-handle';
import { hasGuestToken, readLastGuestAppHotel } from '@/lib/guest-session';
import { notFound } from '@/lib/route-errors';
import { loadSession } from '@/lib/session/load-session';

async function runGuards(guardNames: readonly string[], { params, request }: LoaderFunctionArgs) {
  const needsSession = guardNames.some((name) => !name.startsWith('guestAppAuth'));
  const session = needsSession ? await loadSession() : null;
  const outcome = resolveGuards(guardNames, {
    user: session?.user ?? null,
    membership: session?.membership ?? null,
    hasGuestToken: hasGuestToken(),
    guestAppHotel: params.hotel ?? readLastGuestAppHotel(),
    pathname: new URL(request.url).pathname,
  });
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  if (outcome.kind === 'deny') {
    throw data<RouteErrorData>(
      { messageKeys: outcome.messageKeys, params: outcome.params },
      { status: outcome.status },
    );
  }
}

/**
 * Turns declared guards into loaders. A route checks its ancestors' guards too, because React
 * Router runs the loaders of nested routes in parallel: each must stand on its own.
 */
export function buildRoutes(routes: RouteObject[], inheritedGuards: string[] = []): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const guards = [...new Set([...inheritedGuards, ...(handle?.guards ?? [])])];
    const needsLoader = Boolean(handle?.guards?.length || handle?.isValid);
    const ownLoader = typeof route.loader === 'function' ? route.loader : undefined;
    const built: RouteObject = needsLoader
      ? {
          ...route,
          loader: async (args: LoaderFunctionArgs) => {
            if (guards.length > 0) await runGuards(guards, args);
            if (handle?.isValid && !handle.isValid(args.params)) notFound();
            return ownLoader ? ownLoader(args) : null;
          },
        }
      : route;
    if (route.children) {
      return { ...built, children: buildRoutes(route.children, guards) } as RouteObject;
    }
    return built;
  });
}
