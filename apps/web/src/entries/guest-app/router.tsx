import { createPageRouter } from '@/lib/page-router/page-router';
import { resolveGuards } from '@/lib/routing/resolve-guards';
import { guestGuardContext } from '@/entries/guest-app/guest-guard-context';
import { guestAppRoutes } from '@/features/guest-app/routes';

/** The guest app (`/guest_app/…`), an entry of its own; its layout is in the entry chunk. */
export function createGuestAppRouter() {
  return createPageRouter({
    entry: 'guest-app',
    routes: guestAppRoutes,
    namespaces: ['app', 'guestApp'],
    guardContext: guestGuardContext,
    resolveGuards,
  });
}
