import { ChevronDown, ChevronRight, CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ErrorGroup } from '@hotel/shared/contracts/error-log';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useUpdateErrorGroupMutation } from '../api/update-error-group';
import { ErrorKindBadge } from './error-kind-badge';
import { ErrorOccurrences } from './error-occurrences';
import { SeenAt } from './seen-at';

/** One error group as a card: what, where, how often, since when; opens to its occurrences. */
export function ErrorGroupItem({ group }: { group: ErrorGroup }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useUpdateErrorGroupMutation();
  const isResolved = group.resolvedAt !== null;
  const occurrencesId = `error-group-${group.id}-occurrences`;

  const onToggleResolved = () =>
    mutation.mutate(
      { id: group.id, resolved: !isResolved },
      {
        onSuccess: () =>
          toast.success(
            t(isResolved ? 'errorLog.group.reopenedDone' : 'errorLog.group.resolvedDone'),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5" data-testid="error-group">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <ErrorKindBadge kind={group.kind} />
            <span
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums"
              data-testid="error-group-count"
            >
              {t('errorLog.group.count', { count: group.count })}
            </span>
            {isResolved && (
              <span className="text-xs text-emerald-800" data-testid="error-group-resolved">
                {group.resolvedBy
                  ? t('errorLog.group.resolvedBy', { email: group.resolvedBy.email })
                  : t('errorLog.status.resolved')}
              </span>
            )}
          </div>
          <h2
            className="break-words text-sm font-semibold text-slate-900"
            data-testid="error-group-title"
          >
            {group.title}
          </h2>
          <p
            className="break-all font-mono text-xs text-slate-600"
            data-testid="error-group-source"
          >
            <span className="sr-only">{t('errorLog.group.source')}: </span>
            {group.source}
          </p>
          <dl className="grid gap-x-6 gap-y-1 text-xs text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">{t('errorLog.group.lastSeen')}: </dt>
              <dd className="inline">
                <SeenAt iso={group.lastSeenAt} testId="error-group-last-seen" />
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">{t('errorLog.group.firstSeen')}: </dt>
              <dd className="inline">
                <SeenAt iso={group.firstSeenAt} />
              </dd>
            </div>
            {group.lastHotel && (
              <div>
                <dt className="inline font-medium">{t('errorLog.group.lastHotel')}: </dt>
                <dd className="inline">{group.lastHotel.name ?? t('errorLog.group.hotelGone')}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onPress={onToggleResolved}
            isDisabled={mutation.isPending}
            data-testid={isResolved ? 'error-group-reopen' : 'error-group-resolve'}
          >
            {isResolved ? (
              <RotateCcw aria-hidden className="size-4" />
            ) : (
              <CheckCircle2 aria-hidden className="size-4" />
            )}
            {t(isResolved ? 'errorLog.group.reopen' : 'errorLog.group.resolve')}
          </Button>
        </div>
      </div>
      <div>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={isOpen ? occurrencesId : undefined}
          data-testid="error-group-toggle"
        >
          {isOpen ? (
            <ChevronDown aria-hidden className="size-4" />
          ) : (
            <ChevronRight aria-hidden className="size-4" />
          )}
          {t(isOpen ? 'errorLog.group.hideOccurrences' : 'errorLog.group.showOccurrences')}
        </Button>
        {isOpen && (
          <div id={occurrencesId} className="mt-3 rounded-lg border border-slate-200 p-3 sm:p-4">
            <ErrorOccurrences groupId={group.id} />
          </div>
        )}
      </div>
    </li>
  );
}
