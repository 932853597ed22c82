import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { webEntryOf, type WebEntryName } from '@hotel/shared/web-entries';
import { DocumentTitle } from '@/components/shell/document-title';
import { OnlineIndicator } from '@/components/shell/online-indicator';
import { ProgressBarView } from '@/components/shell/progress-bar-view';
import { registerNavigate } from '@/lib/navigation';

// Only needed once someone acts (a toast, a question): they load right after the first screen
// instead of holding it up. Every toast and confirm() follows a user action, never the first paint.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));
const ConfirmDialogHost = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog-host')).ConfirmDialogHost,
}));

/**
 * Everything every page of an entry shares: progress bar, toasts, confirm dialog, offline banner,
 * title. A path another entry owns is a full page load: this entry's router does not know it.
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

  return (
    <>
      <ProgressBarView />
      <DocumentTitle context={titleContext} />
      <Outlet />
      <Suspense fallback={null}>
        <ConfirmDialogHost />
        <Toaster position="top-right" richColors closeButton />
      </Suspense>
      <OnlineIndicator />
      <ScrollRestoration />
    </>
  );
}
