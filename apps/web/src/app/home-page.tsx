import { PageSpinner } from '@/components/ui/spinner';
import { useSignedInUser } from '@/lib/session/current-user-query';
import { useHotels } from '@/lib/session/hotels-query';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { FirstRunPage } from '@/features/hotels/pages/first-run-page';
import { InvitationsNotice } from '@/features/team/components/invitations-notice';

/** `/`: the dashboard, or the first-run page for a person who has no hotel yet. */
export function HomePage() {
  return (
    <>
      {/* A hotel that invited this person: they join only by accepting (/invitations). */}
      <InvitationsNotice />
      <HomeContent />
    </>
  );
}

function HomeContent() {
  const user = useSignedInUser();
  const hotelsQuery = useHotels();
  if (user.memberships.length > 0) return <DashboardPage />;
  if (!user.superAdmin) return <FirstRunPage />;
  // Super admins may work in any hotel without being a member of it.
  if (hotelsQuery.isPending) return <PageSpinner />;
  return (hotelsQuery.data?.length ?? 0) > 0 ? <DashboardPage /> : <FirstRunPage />;
}
