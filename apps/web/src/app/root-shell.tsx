import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { DocumentTitle } from '@/app/document-title';
import { OnlineIndicator } from '@/app/online-indicator';
import { ProgressBarView } from '@/app/progress-bar-view';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { registerNavigate } from '@/lib/navigation';

/** Everything every page shares: progress bar, toasts, confirm dialog, offline banner, title. */
export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => navigate(to, options));
  }, [navigate]);

  return (
    // React Aria links (ButtonLink, menu items with href) navigate through the router.
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ProgressBarView />
      <DocumentTitle />
      <Outlet />
      <ConfirmDialogHost />
      <OnlineIndicator />
      <Toaster position="top-right" richColors closeButton />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
