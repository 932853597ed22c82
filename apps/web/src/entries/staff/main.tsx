import '@/index.css';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { mountEntry } from '@/components/shell/mount-entry';
import { installErrorReporting } from '@/lib/error-reporting';
import { registerFeatureFiles, type Catalogue } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session/session-store';

// Every feature's texts: the staff app's routes may ask for any of them.
registerFeatureFiles(import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' }));

let appRouter: ReturnType<typeof createAppRouter> | undefined;

// Before the app renders: a failure of its first render is reported too.
installErrorReporting({
  token: () => useSessionStore.getState().token,
  route: () => {
    const paths = appRouter?.state.matches.map((match) => match.route.path).filter(Boolean);
    return paths?.length ? `/${paths.join('/')}`.replace(/\/+/g, '/') : undefined;
  },
});

function StaffApp() {
  const [router] = useState(() => appRouter ?? (appRouter = createAppRouter()));
  return <RouterProvider router={router} />;
}

/** Resolves once the router's first navigation (guards, lazy routes, texts) has settled. */
function firstRouteReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The server drew the login screen already (apps/api staff-login-html.ts): React takes over once
// the first route is ready to show, not with a spinner in between.
if (document.getElementById('root')?.hasAttribute('data-server-paint')) {
  appRouter = createAppRouter();
  void firstRouteReady(appRouter).then(() => mountEntry(StaffApp, { inTransition: true }));
} else {
  mountEntry(StaffApp);
}
