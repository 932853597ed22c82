import { lazy, Suspense, type ReactNode } from 'react';
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
 * What every page of every entry has around it, whichever router shows it: progress bar, title,
 * toasts, confirm dialog, offline banner. Toasts rise from the bottom: at the top they covered
 * the header's user menu (and its open menu) for as long as they showed.
 */
export function ShellChrome({
  titleKey,
  titleContext,
  children,
}: {
  titleKey?: string;
  titleContext?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ProgressBarView />
      <DocumentTitle titleKey={titleKey} context={titleContext}>
        {children}
      </DocumentTitle>
      <Suspense fallback={null}>
        <ConfirmDialogHost />
        <Toaster position="bottom-right" richColors closeButton />
      </Suspense>
      <OnlineIndicator />
    </>
  );
}
