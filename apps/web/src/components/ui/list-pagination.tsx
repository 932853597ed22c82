import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { PAGE_SIZES } from '@/lib/list-params';

/**
 * Previous/next below a paged list, with a page size choice unless the list's size is fixed
 * (then nothing shows while everything fits on one page).
 */
export function ListPagination({
  page,
  limit,
  total,
  onChange,
  canChangePageSize = true,
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (next: { page?: number; limit?: number }) => void;
  canChangePageSize?: boolean;
}) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (!canChangePageSize && pageCount === 1) return null;
  return (
    <nav
      aria-label={t('app.list.pagination')}
      className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-6"
    >
      {canChangePageSize && (
        <Select
          label={t('app.list.pageSize')}
          value={String(limit)}
          onChange={(value) => onChange({ limit: Number(value), page: 1 })}
          options={PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
          className="w-28"
        />
      )}
      <div className="ml-auto flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          isDisabled={page <= 1}
          onPress={() => onChange({ page: page - 1 })}
        >
          <ChevronLeft aria-hidden className="size-4" />
          {t('app.list.previous')}
        </Button>
        <span className="text-sm text-slate-600">
          {t('app.list.pageOf', { page, count: pageCount })}
        </span>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={page >= pageCount}
          onPress={() => onChange({ page: page + 1 })}
        >
          {t('app.list.next')}
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
