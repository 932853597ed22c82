import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { PAGE_SIZES } from '@/lib/list-params';

/** Page size and previous/next below a paged list. */
export function ListPagination({
  page,
  limit,
  total,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (next: { page?: number; limit?: number }) => void;
}) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return (
    <nav
      aria-label={t('app.list.pagination')}
      className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-6"
    >
      <Select
        label={t('app.list.pageSize')}
        value={String(limit)}
        onChange={(value) => onChange({ limit: Number(value), page: 1 })}
        options={PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
        className="w-28"
      />
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          isDisabled={page <= 1}
          onPress={() => onChange({ page: page - 1 })}
        >
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
        </Button>
      </div>
    </nav>
  );
}
