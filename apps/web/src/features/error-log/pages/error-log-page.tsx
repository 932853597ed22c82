import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ERROR_LOG_KINDS,
  ERROR_LOG_STATUSES,
  type ErrorLogStatus,
} from '@hotel/shared/contracts/error-log';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { compactSearchParams, knownValue, positiveInt } from '@/lib/list-params';
import { useListParams } from '@/lib/use-list-params';
import { isUuid } from '@/lib/uuid';
import {
  ERROR_LOG_RANGES,
  type ErrorLogListParams,
  type ErrorLogRange,
} from '../api/error-log-params';
import { ERROR_LOG_PAGE_SIZE, useErrorLog } from '../api/get-error-log';
import { ErrorGroupItem } from '../components/error-group-item';
import { ErrorLogFilters } from '../components/error-log-filters';

/** `?kind=job&hotelId=…&status=all&range=7d&page=2` (the dashboard links with `?kind=job`). */
function readParams(search: URLSearchParams): ErrorLogListParams {
  const hotelId = search.get('hotelId');
  return {
    kind: knownValue(search.get('kind'), ERROR_LOG_KINDS, null),
    hotelId: isUuid(hotelId) ? hotelId : null,
    status: knownValue<ErrorLogStatus, ErrorLogStatus>(
      search.get('status'),
      ERROR_LOG_STATUSES,
      'open',
    ),
    range: knownValue<ErrorLogRange, ErrorLogRange>(search.get('range'), ERROR_LOG_RANGES, '30d'),
    page: positiveInt(search.get('page'), 1),
  };
}

function writeParams(params: ErrorLogListParams): URLSearchParams {
  return compactSearchParams([
    ['kind', params.kind ?? ''],
    ['hotelId', params.hotelId ?? ''],
    ['status', params.status === 'open' ? '' : params.status],
    ['range', params.range === '30d' ? '' : params.range],
    ['page', params.page > 1 ? String(params.page) : ''],
  ]);
}

/** /admin/error_log (issue 18): error groups with filters, their occurrences, resolving. */
export function ErrorLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(readParams, writeParams);
  const query = useErrorLog(params);
  const data = query.data;

  return (
    <PageContainer type="list">
      <PageHeader title={t('errorLog.page.title')} description={t('errorLog.page.subtitle')} />
      <div className="flex flex-col gap-4">
        <BorderedContainer>
          <ErrorLogFilters params={params} onChange={setParams} />
        </BorderedContainer>
        {query.isError ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <ListSkeleton />
        ) : data.items.length === 0 ? (
          <BorderedContainer>
            <div data-testid="error-log-empty">
              <EmptyState
                icon={<PartyPopper aria-hidden className="size-6" />}
                title={t('errorLog.empty.title')}
                text={t('errorLog.empty.text')}
                action={null}
              />
            </div>
          </BorderedContainer>
        ) : (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <ul className="divide-y divide-slate-200" data-testid="error-log-list">
              {data.items.map((group) => (
                <ErrorGroupItem key={group.id} group={group} />
              ))}
            </ul>
            <ListPagination
              page={data.page}
              limit={ERROR_LOG_PAGE_SIZE}
              total={data.total}
              canChangePageSize={false}
              onChange={(next) => setParams({ page: next.page ?? 1 })}
            />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
