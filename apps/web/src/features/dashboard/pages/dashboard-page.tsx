import { useTranslation } from 'react-i18next';
import { displayedRole } from '@hotel/shared/permissions';
import { Alert } from '@/components/ui/alert';
import { Plus } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { formatLongDate, hourInTimeZone } from '@/lib/format';
import { useSignedInUser } from '@/lib/session/current-user-query';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useCurrentMembership, usePermissions } from '@/lib/session/use-session';
import { AccessCard } from '@/features/dashboard/components/access-card';
import {
  CurrentHotelCard,
  CurrentHotelCardSkeleton,
} from '@/features/dashboard/components/current-hotel-card';
import { EmailConfirmationBanner } from '@/features/dashboard/components/email-confirmation-banner';
import { StayPanels } from '@/features/dashboard/components/stay-panels';

function greetingKey(hour: number) {
  if (hour < 11) return 'dashboard.greeting.morning';
  if (hour < 18) return 'dashboard.greeting.day';
  return 'dashboard.greeting.evening';
}

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const membership = useCurrentMembership();
  const permissions = usePermissions();
  const hotelQuery = useCurrentHotel();
  const timeZone = hotelQuery.data?.setting.timeZone;
  const now = new Date();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-primary" data-testid="today">
            {formatLongDate(now, currentLanguage(), timeZone)}
          </p>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900 sm:text-3xl">
            {t(greetingKey(hourInTimeZone(now, timeZone)), { name: user.firstName })}
          </h1>
        </div>
        {permissions.includes('manageBookings') && (
          <ButtonLink href="/booking/create" data-testid="dashboard-new-booking">
            <Plus aria-hidden className="size-4" />
            {t('dashboard.newBooking')}
          </ButtonLink>
        )}
      </div>
      <EmailConfirmationBanner user={user} />
      <StayPanels />
      <div className="grid gap-6 lg:grid-cols-3">
        {hotelQuery.isPending && <CurrentHotelCardSkeleton />}
        {hotelQuery.isError && (
          <Alert
            tone="error"
            className="lg:col-span-2"
            title={t('app.errors.loadFailed')}
            actions={
              <Button size="sm" variant="secondary" onPress={() => void hotelQuery.refetch()}>
                {t('app.common.retry')}
              </Button>
            }
          >
            {errorMessage(hotelQuery.error)}
          </Alert>
        )}
        {hotelQuery.data && (
          <CurrentHotelCard
            hotel={hotelQuery.data}
            canManage={permissions.includes('manageHotel')}
          />
        )}
        <AccessCard
          role={t(`app.roles.${displayedRole(user, membership)}`)}
          permissions={permissions}
        />
      </div>
    </div>
  );
}
