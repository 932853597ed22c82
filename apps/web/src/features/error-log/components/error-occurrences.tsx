import { useTranslation } from 'react-i18next';
import type { ErrorOccurrence } from '@hotel/shared/contracts/error-log';
import { CopyButton } from '@/components/ui/copy-button';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { useCopy } from '@/lib/use-copy';
import { useErrorGroup } from '../api/get-error-group';
import { SeenAt } from './seen-at';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function OccurrenceItem({
  occurrence,
  copy,
}: {
  occurrence: ErrorOccurrence;
  copy: ReturnType<typeof useCopy>;
}) {
  const { t } = useTranslation();
  const hasContext = Object.keys(occurrence.context).length > 0;
  return (
    <li className="flex flex-col gap-3 py-4" data-testid="error-occurrence">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('errorLog.occurrences.time')}>
          <SeenAt iso={occurrence.occurredAt} />
        </Field>
        {occurrence.requestId && (
          <Field label={t('errorLog.occurrences.requestId')}>
            <span className="flex flex-wrap items-center gap-2">
              <code className="font-mono text-xs" data-testid="error-occurrence-request-id">
                {occurrence.requestId}
              </code>
              <CopyButton
                isCopied={copy.isCopied(occurrence.id)}
                label={t('errorLog.occurrences.copyRequestId')}
                copiedLabel={t('errorLog.occurrences.copied')}
                onPress={() => void copy.copy(occurrence.id, occurrence.requestId ?? '')}
                testId="error-occurrence-copy-request-id"
              />
            </span>
          </Field>
        )}
        {occurrence.route && (
          <Field label={t('errorLog.occurrences.route')}>
            <code className="font-mono text-xs">
              {[occurrence.method, occurrence.route].filter(Boolean).join(' ')}
            </code>
          </Field>
        )}
        {occurrence.statusCode !== null && (
          <Field label={t('errorLog.occurrences.status')}>{occurrence.statusCode}</Field>
        )}
        {occurrence.hotel && (
          <Field label={t('errorLog.occurrences.hotel')}>
            {occurrence.hotel.name ?? t('errorLog.group.hotelGone')}
          </Field>
        )}
        {occurrence.user && (
          <Field label={t('errorLog.occurrences.user')}>
            {occurrence.user.email ?? t('errorLog.occurrences.userGone')}
          </Field>
        )}
      </dl>
      <dl>
        <Field label={t('errorLog.occurrences.message')}>{occurrence.message}</Field>
      </dl>
      {occurrence.stack && (
        <div>
          <p className="text-xs font-medium text-slate-500">{t('errorLog.occurrences.stack')}</p>
          <pre
            className="mt-1 max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100"
            tabIndex={0}
            aria-label={t('errorLog.occurrences.stack')}
            data-testid="error-occurrence-stack"
          >
            {occurrence.stack}
          </pre>
        </div>
      )}
      {hasContext && (
        <div>
          <p className="text-xs font-medium text-slate-500">{t('errorLog.occurrences.context')}</p>
          <pre
            className="mt-1 max-h-40 overflow-auto rounded-lg bg-slate-100 p-3 font-mono text-xs text-slate-800"
            tabIndex={0}
            aria-label={t('errorLog.occurrences.context')}
          >
            {JSON.stringify(occurrence.context, null, 2)}
          </pre>
        </div>
      )}
    </li>
  );
}

/** A group's newest occurrences, loaded when the group is opened. */
export function ErrorOccurrences({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const query = useErrorGroup(groupId);
  const copy = useCopy(t('errorLog.occurrences.copyFailed'));
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const { occurrences } = query.data;
  return (
    <section aria-label={t('errorLog.occurrences.title')} data-testid="error-occurrences">
      <h3 className="text-sm font-semibold text-slate-900">{t('errorLog.occurrences.title')}</h3>
      {occurrences.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('errorLog.occurrences.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {occurrences.map((occurrence) => (
            <OccurrenceItem key={occurrence.id} occurrence={occurrence} copy={copy} />
          ))}
        </ul>
      )}
    </section>
  );
}
