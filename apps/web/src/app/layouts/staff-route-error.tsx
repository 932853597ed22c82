import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isOwner } from '@hotel/shared/permissions';
import { ErrorPageBoundary, useReloadOnChunkError } from '@/components/shell/error-page';
import { ButtonLink } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/describe-error';
import { reportRouteError } from '@/lib/error-reporting';
import { RouteError } from '@/lib/route-errors';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useCurrentMembership } from '@/lib/session/use-session';

/** The generic "ask the owner" ending: replaced by the owner's name where the hotel tells it. */
const GENERIC_ENDING_KEY = 'errors.permissionEnding';

/** The owner's name for a refused member of the current hotel; null when it does not help. */
function useAccessGranter(status: number) {
  const { data: user } = useCurrentUser();
  const membership = useCurrentMembership();
  const { data: hotel } = useCurrentHotel();
  if (status !== 403 || !user || !membership || isOwner(user, membership)) return null;
  return hotel?.owner?.name || null;
}

function withoutGenericEnding(error: unknown) {
  if (!(error instanceof RouteError)) return error;
  const messageKeys = error.data.messageKeys.filter((key) => key !== GENERIC_ENDING_KEY);
  return new RouteError(error.status, { ...error.data, messageKeys });
}

function StaffErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const granter = useAccessGranter(describeError(error, t).status);
  const { status, title, message } = describeError(
    granter ? withoutGenericEnding(error) : error,
    t,
  );

  useEffect(() => {
    document.title = `${status} · ${t('app.brand')}`;
  }, [status, t]);

  return (
    <section
      data-testid="staff-error"
      className="mx-auto flex max-w-xl flex-col items-center py-10 text-center sm:py-16"
    >
      <p className="text-6xl font-bold tracking-tight text-primary" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-4 text-xl font-semibold text-slate-900" data-testid="error-title">
        {title}
      </h1>
      {message && (
        <p className="mt-2 text-sm text-slate-600" data-testid="error-message">
          {message}
        </p>
      )}
      {granter && (
        <p className="mt-2 text-sm text-slate-600" data-testid="error-access-granter">
          {t('app.errorPage.accessGranter', { name: granter })}
        </p>
      )}
      <ButtonLink href="/" size="lg" className="mt-8">
        {t('app.errorPage.home')}
      </ButtonLink>
    </section>
  );
}

/**
 * ErrorBoundary inside the staff layouts: a refused page (403), an unknown address (404) or a
 * failed page shows in the main area, so header and menu stay and the person goes on from
 * there. Errors outside the staff area keep the full-screen error page.
 */
export function StaffRouteError() {
  const error = useRouteError();
  useEffect(() => reportRouteError(error), [error]);
  if (useReloadOnChunkError(error)) return <PageSpinner />;
  return (
    <ErrorPageBoundary>
      <StaffErrorContent error={error} />
    </ErrorPageBoundary>
  );
}
