import { CircleAlert, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SyncChannel, SyncIssue } from '@hotel/shared/contracts/sync';
import { TextLink } from '@/components/ui/text-link';
import { useHotelDates } from '@/lib/session/use-hotel-dates';

/** Where an unmapped reservation is mapped: Smoobu's apartments step, RoomRaccoon's room types. */
const MAPPING_PATHS: Record<SyncChannel, string> = {
  smoobu: '/plugins/smoobu?step=apartments',
  roomraccoon: '/integrations/roomraccoon',
};

/** Where a conflict is resolved: its unassigned booking, or the calendar at its arrival. */
function conflictLink(issue: SyncIssue) {
  return issue.booking
    ? `/booking/${issue.booking._id}`
    : `/calendar?from=${encodeURIComponent(issue.arrival)}`;
}

/**
 * The channel's reservations that wait for a person: conflicts (stored unassigned because they
 * overlapped a booking) and reservations whose apartment or room type is mapped to nothing.
 */
export function SyncIssuesList({ channel, issues }: { channel: SyncChannel; issues: SyncIssue[] }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  return (
    <section aria-labelledby={`sync-issues-${channel}`}>
      <h3
        id={`sync-issues-${channel}`}
        className="mb-1.5 text-xs font-semibold text-slate-500 uppercase"
      >
        {t('hotels.sync.issuesTitle')}
      </h3>
      <ul className="flex flex-col gap-2 text-sm" data-testid="sync-issues">
        {issues.map((issue) => {
          const isConflict = issue.kind === 'conflict';
          const Icon = isConflict ? CircleAlert : Unlink;
          return (
            <li
              key={issue._id}
              data-testid="sync-issue"
              data-kind={issue.kind}
              className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950"
            >
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="font-medium break-words">
                  {t('hotels.sync.issues.stay', {
                    guest: issue.guestName || t('hotels.sync.issues.noGuest'),
                    arrival: dates.date(issue.arrival),
                    departure: dates.date(issue.departure),
                  })}
                </p>
                <p>
                  {isConflict
                    ? t('hotels.sync.issues.conflict')
                    : t(`hotels.sync.issues.unmapped_${channel}`, { unit: issue.channelUnit })}
                </p>
                <p className="text-xs text-amber-800">
                  #{issue.externalId} · {dates.dateTime(issue.updatedAt)}
                </p>
                <div className="mt-1">
                  {isConflict ? (
                    <TextLink to={conflictLink(issue)} data-testid="sync-issue-link">
                      {issue.booking
                        ? t('hotels.sync.issues.openBooking', { number: issue.booking.number })
                        : t('hotels.sync.issues.openCalendar')}
                    </TextLink>
                  ) : (
                    <TextLink to={MAPPING_PATHS[channel]} data-testid="sync-issue-link">
                      {t(`hotels.sync.issues.map_${channel}`)}
                    </TextLink>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
