import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigate } from 'react-router';
import { webEntryOf, type WebEntryName } from '@hotel/shared/web-entries';
import { ShellChrome } from '@/components/shell/shell-chrome';
import { registerNavigate } from '@/lib/navigation';
import type { RouteHandle } from '@/lib/route-handle';

/** The deepest matched route's `titleKey`. */
function useTitleKey() {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);
}

/**
 * The staff app's root route: the shell around React Router's pages. A path another entry owns is
 * a full page load: this entry's router does not know it.
 */
export function RootShell({ entry, titleContext }: { entry: WebEntryName; titleContext?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => {
      if (webEntryOf(new URL(to, window.location.href).pathname) === entry) {
        return navigate(to, options);
      }
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    });
  }, [navigate, entry]);

  // The toasts and the confirm dialog (react-aria's dialog and animation, about 50 KB) wait for the
  // page to load, as on the public entries: on a slow line they held up the login form. A question
  // asked before they mount waits in its store and shows when they do.
  return (
    <ShellChrome titleKey={useTitleKey()} titleContext={titleContext} deferOverlays>
      <Outlet />
      <ScrollRestoration />
    </ShellChrome>
  );
}
