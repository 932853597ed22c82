import { formatDateTime } from '@/lib/date-format';
import { relativeTime } from '@/lib/relative-time';

/** "3 hours ago" with the exact date and time beside it (and as a tooltip). */
export function SeenAt({ iso, testId }: { iso: string; testId?: string }) {
  const absolute = formatDateTime(iso);
  return (
    <time dateTime={iso} title={absolute} data-testid={testId}>
      {relativeTime(iso)} <span className="text-slate-500">({absolute})</span>
    </time>
  );
}
