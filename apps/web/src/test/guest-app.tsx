import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { EntryShell } from '@/components/shell/entry-shell';
import { forgetGuestToken, saveGuestToken } from '@/lib/guest-session';
import { queryClient } from '@/lib/query-client';
import { GuestAppLayout } from '@/entries/guest-app/guest-app-layout';
import { createGuestAppRouter } from '@/entries/guest-app/router';
import { makeGuestToken } from '@/features/guest-app/test/guest-app-fixtures';

/**
 * Opens `path` in the guest-app entry as a browser would (its router, guards, shell and layout),
 * signed in with a guest token (the main guest's of the fixtures' hotel unless `token` is given)
 * unless `isSignedIn` is false. Test helper.
 */
export function renderGuestApp(
  path: string,
  { isSignedIn = true, token = makeGuestToken() }: { isSignedIn?: boolean; token?: string } = {},
) {
  window.history.replaceState(null, '', path);
  queryClient.clear();
  if (isSignedIn) saveGuestToken(token);
  else forgetGuestToken();
  const router = createGuestAppRouter();
  void router.start();
  return render(
    <QueryClientProvider client={queryClient}>
      <EntryShell router={router} layout={GuestAppLayout} />
    </QueryClientProvider>,
  );
}
