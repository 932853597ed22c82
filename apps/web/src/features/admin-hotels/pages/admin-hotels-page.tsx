import { Building2, Plus, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_HOTEL_PROBLEMS, type AdminHotelProblem } from '@hotel/shared/contracts/admin-hotels';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { positiveInt } from '@/lib/list-params';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADMIN_HOTELS_PER_PAGE, useAdminHotels } from '../api/get-admin-hotels';
import { AdminHotelList } from '../components/admin-hotel-list';

const problemOf = (value: string | null): AdminHotelProblem | undefined =>
  ADMIN_HOTEL_PROBLEMS.find((problem) => problem === value);

/** /admin/hotel: every hotel with search and paging; `?problem=` comes from the dashboard. */
export function AdminHotelsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const problem = problemOf(params.get('problem'));
  const page = positiveInt(params.get('page'), 1);
  const search = useDebouncedValue(filter.trim());
  const query = useAdminHotels({ filter: search, problem, page, limit: ADMIN_HOTELS_PER_PAGE });

  /** Changes some parameters; any change but paging starts again at page 1. */
  const update = (changes: Record<string, string | undefined>, options = { replace: false }) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, options);
  };

  const data = query.data;
  const isFiltered = Boolean(search || problem);
  const createButton = (
    <ButtonLink href="/admin/hotel/create" data-testid="admin-hotel-create">
      <Plus aria-hidden className="size-4" />
      {t('adminHotels.list.create')}
    </ButtonLink>
  );

  return (
    <PageContainer type="list">
      <PageHeader
        title={t('adminHotels.list.title')}
        description={t('adminHotels.list.subtitle')}
        actions={createButton}
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
          <TextField
            label={t('adminHotels.list.search')}
            placeholder={t('adminHotels.list.searchPlaceholder')}
            value={filter}
            // Typing replaces the history entry: Back leaves the list, not one letter.
            onChange={(text) => update({ filter: text }, { replace: true })}
            type="search"
            data-testid="admin-hotel-search"
            endAdornment={<Search aria-hidden className="mr-3 size-4 text-slate-400" />}
          />
          {problem && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-slate-600">{t('adminHotels.list.problemFilter')}</span>
              <span
                className="inline-flex items-center gap-1 rounded-full border border-primary bg-primary-soft py-0.5 pr-1 pl-3 text-primary"
                data-testid="admin-hotel-problem-chip"
              >
                {t(`adminHotels.list.problems.${problem}`)}
                <button
                  type="button"
                  onClick={() => update({ problem: undefined })}
                  aria-label={t('adminHotels.list.removeProblem', {
                    name: t(`adminHotels.list.problems.${problem}`),
                  })}
                  data-testid="admin-hotel-problem-remove"
                  className="flex size-6 cursor-pointer items-center justify-center rounded-full outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            </div>
          )}
        </div>
        {query.isPending && (
          <div className="p-4 sm:p-6">
            <ListSkeleton />
          </div>
        )}
        {query.error && (
          <div className="p-4 sm:p-6">
            <ListError error={query.error} onRetry={() => void query.refetch()} />
          </div>
        )}
        {data && data.total === 0 && !isFiltered && (
          <EmptyState
            icon={<Building2 aria-hidden className="size-6" />}
            title={t('adminHotels.list.emptyTitle')}
            text={t('adminHotels.list.emptyText')}
            action={createButton}
          />
        )}
        {data && data.total === 0 && isFiltered && (
          <p
            className="px-4 py-8 text-center text-sm text-slate-600"
            data-testid="admin-hotel-no-match"
          >
            {t('adminHotels.list.noMatch')}
          </p>
        )}
        {data && data.total > 0 && (
          <>
            <p className="px-4 pt-3 text-xs text-slate-600 sm:px-6" aria-live="polite">
              {t('adminHotels.list.count', { count: data.total })}
            </p>
            <AdminHotelList hotels={data.items} />
            <ListPagination
              page={page}
              limit={ADMIN_HOTELS_PER_PAGE}
              total={data.total}
              onChange={(next) => update({ page: String(next.page ?? 1) })}
              canChangePageSize={false}
            />
          </>
        )}
      </BorderedContainer>
    </PageContainer>
  );
}
