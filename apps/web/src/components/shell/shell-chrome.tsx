import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { DocumentTitle } from '@/components/shell/document-title';
import { OnlineIndicator } from '@/components/shell/online-indicator';
import { ProgressBarView } from '@/components/shell/progress-bar-view';

// Only needed once someone acts (a toast, a question): they load right after the first screen
// instead of holding it up. Every toast and confirm() follows a user action, never the first paint.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));
const ConfirmDialogHost = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog-host')).ConfirmDialogHost,
}));

/**
 * True once the page has loaded and the browser is idle: the public page and the guest app load
 * their overlays then, so on a slow phone line they do not compete with the first screen's photo.
 */
function useAfterLoadIdle(isDeferred: boolean) {
  const [isReady, setIsReady] = useState(!isDeferred);
  useEffect(() => {
    if (isReady) return;
    // Safari has no requestIdleCallback: a short timeout after load stands in for it. Both are
    // cancelled on unmount, so nothing sets state on a page (or a test's window) that is gone.
    let cancel = () => {};
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIsReady(true), { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(() => setIsReady(true), 200);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      cancel();
    };
  }, [isReady]);
  return isReady;
}

/**
 * What every page of every entry has around it, whichever router shows it: progress bar, title,
 * toasts, confirm dialog, offline banner. Toasts rise from the bottom: at the top they covered
 * the header's user menu (and its open menu) for as long as they showed.
 */
export function ShellChrome({
  titleKey,
  titleContext,
  deferOverlays = false,
  children,
}: {
  titleKey?: string;
  titleContext?: string;
  /** Load the toasts and the confirm dialog only once the page has loaded and is idle. */
  deferOverlays?: boolean;
  children: ReactNode;
}) {
  const showOverlays = useAfterLoadIdle(deferOverlays);
  return (
    <>
      <ProgressBarView />
      <DocumentTitle titleKey={titleKey} context={titleContext}>
        {children}
      </DocumentTitle>
      {showOverlays && (
        <Suspense fallback={null}>
          <ConfirmDialogHost />
          <Toaster position="bottom-right" richColors closeButton />
        </Suspense>
      )}
      <OnlineIndicator />
    </>
  );
}
