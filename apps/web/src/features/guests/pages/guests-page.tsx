import { Plus, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Guest } from '@hotel/shared/contracts/guests';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useHasPermission } from '@/lib/session/use-session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteGuestMutation } from '../api/delete-guest';
import { GUESTS_PER_PAGE, useGuests } from '@/lib/guest-data/get-guests';
import { confirmDelete } from '@/lib/confirm';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { GuestDialog } from '../components/guest-dialog';
import { GuestList, type GuestActions } from '../components/guest-list';
import { guestName } from '@/lib/guest-data/guest-name';
import { MergeDialog } from '../components/merge-dialog';

/** /guests (spec §2, §7 Guests): search, page, create, edit, delete and merge guests. */
export function GuestsPage() {
  const { t } = useTranslation();
  const canManage = useHasPermission('manageBookings');
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useDebouncedValue(filter.trim());
  const query = useGuests(search, page);
  const deleteMutation = useDeleteGuestMutation();
  const [editing, setEditing] = useState<{ guest?: Guest } | null>(null);
  const [merging, setMerging] = useState<Guest | null>(null);

  // The search lives in the URL, so a reload or link keeps it; typing replaces the history
  // entry, so Back leaves the list instead of taking back one letter.
  const onSearch = (text: string) => setParams(text ? { filter: text } : {}, { replace: true });

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  const onDelete = async (guest: Guest) => {
    const isConfirmed = await confirmDelete({
      title: t('guests.delete.title'),
      message: t('guests.delete.message', { name: guestName(guest) }),
      confirmLabel: t('guests.delete.confirm'),
    });
    if (!isConfirmed) return;
    deleteMutation.mutate(guest._id, {
      onSuccess: () => toast.success(t('guests.delete.done', { name: guestName(guest) })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const actions: GuestActions | undefined = canManage
    ? {
        onEdit: (guest) => setEditing({ guest }),
        onDelete: (guest) => void onDelete(guest),
        onMerge: setMerging,
      }
    : undefined;
  const data = query.data;
  const createButton = canManage ? (
    <Button onPress={() => setEditing({})} data-testid="guest-create">
      <Plus aria-hidden className="size-4" />
      {t('guests.create')}
    </Button>
  ) : undefined;

  return (
    <PageContainer type="list">
      <PageHeader
        title={t('guests.title')}
        description={t('guests.subtitle')}
        actions={createButton}
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <div className="border-b border-slate-100 px-4 py-3 sm:px-6">
          <TextField
            label={t('guests.list.search')}
            placeholder={t('guests.list.searchPlaceholder')}
            value={filter}
            onChange={onSearch}
            type="search"
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
            title={t('guests.list.emptyTitle')}
            text={t('guests.list.emptyText')}
            action={createButton}
          />
        )}
        {data && data.total === 0 && search && (
          <p className="px-4 py-8 text-center text-sm text-slate-600">{t('guests.list.noMatch')}</p>
        )}
        {data && data.total > 0 && (
          <>
            <p className="px-4 pt-3 text-xs text-slate-500 sm:px-6" aria-live="polite">
              {t('guests.list.count', { count: data.total })}
            </p>
            <GuestList guests={data.items} actions={actions} />
            <ListPagination
              page={page}
              limit={GUESTS_PER_PAGE}
              total={data.total}
              onChange={(next) => goToPage(next.page ?? 1)}
              canChangePageSize={false}
            />
          </>
        )}
      </BorderedContainer>
      <GuestDialog
        guest={editing?.guest}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      />
      <MergeDialog guest={merging} onClose={() => setMerging(null)} />
    </PageContainer>
  );
}
