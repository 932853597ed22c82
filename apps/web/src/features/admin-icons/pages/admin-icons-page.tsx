import { Search, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { useCopy } from '@/lib/use-copy';
import { IconTile } from '@/features/admin-icons/components/icon-tile';
import { ICONS_IN_USE } from '@/features/admin-icons/icons-in-use';

/** "chevron-down", "Chevron Down" and "chevrondown" all find ChevronDown. */
const searchable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function AdminIconsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { copy, isCopied } = useCopy(t('adminIcons.icons.copyFailed'));
  const shown = useMemo(() => {
    const wanted = searchable(deferredSearch);
    return ICONS_IN_USE.filter(([name]) => searchable(name).includes(wanted));
  }, [deferredSearch]);

  return (
    <PageContainer type="list" className="gap-4">
      <PageHeader
        title={t('adminIcons.icons.title')}
        description={t('adminIcons.icons.subtitle')}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          className="sm:w-80"
          label={t('adminIcons.icons.search')}
          placeholder={t('adminIcons.icons.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          type="search"
          data-testid="icons-search"
          endAdornment={<Search aria-hidden className="mr-3 size-4 text-slate-400" />}
        />
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="icons-count">
          {t('adminIcons.icons.count', { shown: shown.length, total: ICONS_IN_USE.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <div data-testid="icons-empty">
          <EmptyState
            icon={<SearchX aria-hidden className="size-6" />}
            title={t('adminIcons.icons.emptyTitle')}
            text={t('adminIcons.icons.emptyText', { search: deferredSearch })}
            action={
              <Button variant="secondary" onPress={() => setSearch('')}>
                {t('adminIcons.icons.clearSearch')}
              </Button>
            }
          />
        </div>
      ) : (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
          aria-label={t('adminIcons.icons.listLabel')}
        >
          {shown.map(([name, Icon]) => (
            <li key={name} data-testid={`icon-tile-${name}`}>
              <IconTile
                name={name}
                Icon={Icon}
                isCopied={isCopied(name)}
                onCopy={() => void copy(name, name)}
              />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
