import { Plus, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { positiveInt } from '@/lib/list-params';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ADMIN_USERS_PER_PAGE, useAdminUsers } from '../api/get-admin-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UserList } from '../components/user-list';

/** /admin/users (issue 18): every account, searched and paged; details open over the list. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const search = useDebouncedValue(filter.trim());
  const query = useAdminUsers(search, page);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);

  // The search lives in the URL (a reload keeps it); typing replaces the history entry and
  // starts again at page 1.
  const onSearch = (text: string) => setParams(text ? { filter: text } : {}, { replace: true });
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  const data = query.data;
  const createButton = (
    <Button onPress={() => setIsCreating(true)} data-testid="user-create">
      <Plus aria-hidden className="size-4" />
      {t('adminUsers.page.create')}
    </Button>
  );

  return (
    <PageContainer type="list">
      <PageHeader
        title={t('adminUsers.page.title')}
        description={t('adminUsers.page.subtitle')}
        actions={createButton}
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <div className="border-b border-slate-100 px-4 py-3 sm:px-6">
          <TextField
            label={t('adminUsers.list.search')}
            placeholder={t('adminUsers.list.searchPlaceholder')}
            value={filter}
            onChange={onSearch}
            type="search"
            maxLength={200}
            data-testid="user-search"
            endAdornment={<Search aria-hidden className="mr-3 size-4 text-slate-400" />}
          />
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
        {data && data.total === 0 && !search && (
          <EmptyState
            icon={<Users aria-hidden className="size-6" />}
            title={t('adminUsers.list.emptyTitle')}
            text={t('adminUsers.list.emptyText')}
            action={createButton}
          />
        )}
        {data && data.total === 0 && search && (
          <p className="px-4 py-8 text-center text-sm text-slate-600" data-testid="user-no-match">
            {t('adminUsers.list.noMatch')}
          </p>
        )}
        {data && data.total > 0 && (
          <>
            <p className="px-4 pt-3 text-xs text-slate-600 sm:px-6" aria-live="polite">
              {t('adminUsers.list.count', { count: data.total })}
            </p>
            <UserList users={data.items} onOpen={(user) => setOpenUserId(user.id)} />
            <ListPagination
              page={page}
              limit={ADMIN_USERS_PER_PAGE}
              total={data.total}
              onChange={(next) => goToPage(next.page ?? 1)}
              canChangePageSize={false}
            />
          </>
        )}
      </BorderedContainer>
      <UserDetailsDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
      <CreateUserDialog
        isOpen={isCreating}
        onOpenChange={setIsCreating}
        onCreated={(user) => setOpenUserId(user.id)}
      />
    </PageContainer>
  );
}
