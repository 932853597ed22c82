import { History } from 'lucide-react';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '@hotel/shared/contracts/admin-audit';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { formatDateTime } from '@/lib/date-format';
import type { AuditTrailOwner } from '@/lib/admin-audit-data/admin-audit-keys';
import {
  AUDIT_MAX_SHOWN,
  AUDIT_PAGE_SIZE,
  useAuditTrail,
} from '@/lib/admin-audit-data/get-audit-trail';

/** A value as the trail shows it: short, one line, JSON for anything structured. */
function shownValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** `setting.currency` → "Currency"; a field without a label keeps its name. */
const fieldLabel = (field: string, t: TFunction) =>
  t(`admin.audit.fields.${field.replaceAll('.', '_')}`, { defaultValue: field });

function ChangedFields({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation();
  if (entry.subject === 'credential') {
    return <p className="text-sm text-slate-600">{t('admin.audit.credentialChanged')}</p>;
  }
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (fields.length === 0) return null;
  return (
    <table className="w-full table-fixed text-left text-xs">
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
            <span className="sr-only">{t('admin.audit.field')}</span>
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('admin.audit.before')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('admin.audit.after')}
          </th>
        </tr>
      </thead>
      <tbody className="align-top text-slate-800">
        {fields.map((field) => (
          <tr key={field} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-2 font-normal break-words text-slate-600">
              {fieldLabel(field, t)}
            </th>
            <td className="py-1 pr-2 font-mono break-words">
              {shownValue(entry.before?.[field], t)}
            </td>
            <td className="py-1 font-mono break-words">{shownValue(entry.after?.[field], t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The changes made in the admin area to one hotel or one user (issue 18's audit): who, when,
 * what, before and after; newest first, ten at a time.
 */
export function AuditTrail(owner: AuditTrailOwner) {
  const { t } = useTranslation();
  const headingId = useId();
  const [shown, setShown] = useState(AUDIT_PAGE_SIZE);
  const trail = useAuditTrail(owner, shown);
  const entries = trail.data?.items ?? [];
  const hasMore = shown < AUDIT_MAX_SHOWN && (trail.data?.total ?? 0) > entries.length;

  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <History aria-hidden className="size-5 text-slate-500" />
        {t('admin.audit.title')}
      </h2>
      {trail.isPending && <ListSkeleton />}
      {trail.isError && <ListError error={trail.error} onRetry={() => void trail.refetch()} />}
      {trail.isSuccess && entries.length === 0 && (
        <p className="text-sm text-slate-600">{t('admin.audit.empty')}</p>
      )}
      {entries.length > 0 && (
        <ol className="flex flex-col divide-y divide-slate-100" data-testid="audit-trail">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-2 py-3" data-testid="audit-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="text-sm font-medium text-slate-900">
                  {t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
                  {entry.label && (
                    <span className="font-normal text-slate-600"> · {entry.label}</span>
                  )}
                </span>
                <span className="text-xs text-slate-500">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>{' '}
                  {t('admin.audit.by', { name: entry.actor.name || entry.actor.email })}
                </span>
              </div>
              <ChangedFields entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          isLoading={trail.isPlaceholderData}
          onPress={() => setShown((count) => Math.min(count + AUDIT_PAGE_SIZE, AUDIT_MAX_SHOWN))}
        >
          {t('admin.audit.loadMore')}
        </Button>
      )}
    </Card>
  );
}
