import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { EntryShell } from '@/components/shell/entry-shell';
import { forgetGuestToken, saveGuestToken } from '@/lib/guest-session';
import { queryClient } from '@/lib/query-client';
import { GuestAppLayout } from '@/entries/guest-app/guest-app-layout';
import { createGuestAppRouter } from '@/entries/guest-app/router';

/**
 * Opens `path` in the guest-app entry as a browser would (its router, guards, shell and layout),
 * signed in with a guest token unless `isSignedIn` is false. Test helper.
 */
export function renderGuestApp(path: string, { isSignedIn = true } = {}) {
  window.history.replaceState(null, '', path);
  queryClient.clear();
  if (isSignedIn) saveGuestToken('guest-token-1');
  else forgetGuestToken();
  const router = createGuestAppRouter();
  void router.start();
  return render(
    <QueryClientProvider client={queryClient}>
      <EntryShell router={router} layout={GuestAppLayout} />
    </QueryClientProvider>,
  );
}
