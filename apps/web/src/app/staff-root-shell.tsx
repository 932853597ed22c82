import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref } from 'react-router';
import { RootShell } from '@/components/shell/root-shell';
import { navigateTo } from '@/lib/navigation';
import { useCurrentMembership } from '@/lib/session/use-session';

/**
 * The staff app's shell. Titles that name rooms have `_individual` variants (Apartments); the
 * membership already in the session says which, so the title never waits for another request.
 */
export function StaffRootShell() {
  const membership = useCurrentMembership();
  const titleContext = membership?.hotel.individual_properties ? 'individual' : undefined;
  return (
    // React Aria links (ButtonLink, menu items with href) navigate through the router. The
    // public entries have none, so they start without react-aria.
    <AriaRouterProvider navigate={(to) => void navigateTo(to)} useHref={useHref}>
      <RootShell entry="staff" titleContext={titleContext} />
    </AriaRouterProvider>
  );
}
