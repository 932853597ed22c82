import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';

/** Previous and next under the stays (five a page, spec §9); nothing while one page holds all. */
export function StaysPagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('guestApp.home.pagination')}
      className="flex items-center justify-between gap-3"
    >
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        className={guestButtonClasses('secondary', { size: 'sm' })}
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('guestApp.home.previous')}
      </button>
      <span className="text-sm font-medium text-white" aria-live="polite">
        {t('guestApp.home.pageOf', { page, count: pageCount })}
      </span>
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
        className={guestButtonClasses('secondary', { size: 'sm' })}
      >
        {t('guestApp.home.next')}
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}
