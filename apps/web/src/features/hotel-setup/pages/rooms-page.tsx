import { BedDouble, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Room } from '@hotel/shared/contracts/rooms';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useDeleteRoomMutation } from '../api/delete-room';
import { useRooms } from '@/lib/hotel-setup-data/get-rooms';
import { useRoomTypes } from '@/lib/hotel-setup-data/get-room-types';
import { confirmDelete } from '@/lib/confirm';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import { RoomDialog } from '../components/room-dialog';
import { useUnitContext } from '../components/use-unit-context';

const ALL_TYPES = 'all';

export function RoomsPage() {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const currency = useHotelCurrency();
  const roomsQuery = useRooms();
  const roomTypesQuery = useRoomTypes();
  const deleteMutation = useDeleteRoomMutation();
  const [editing, setEditing] = useState<{ room?: Room } | null>(null);
  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState(ALL_TYPES);

  const rooms = useMemo(() => roomsQuery.data ?? [], [roomsQuery.data]);
  const roomTypes = roomTypesQuery.data ?? [];
  const visibleRooms = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return rooms.filter(
      (room) =>
        (typeFilter === ALL_TYPES || room.roomType._id === typeFilter) &&
        (!needle ||
          room.number.toLowerCase().includes(needle) ||
          room.address.toLowerCase().includes(needle) ||
          room.softwareNumber.toLowerCase().includes(needle)),
    );
  }, [rooms, search, typeFilter]);

  const onDelete = async (room: Room) => {
    const isConfirmed = await confirmDelete({
      title: t('hotelSetup.rooms.deleteTitle', unit),
      message: t('hotelSetup.rooms.deleteMessage', { ...unit, number: room.number }),
      confirmLabel: t('hotelSetup.common.delete'),
    });
    if (!isConfirmed) return;
    deleteMutation.mutate(room._id, {
      onSuccess: () => toast.success(t('hotelSetup.rooms.deleted', { number: room.number })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const isPending = roomsQuery.isPending || roomTypesQuery.isPending;
  const error = roomsQuery.error ?? roomTypesQuery.error;
  const isLoaded = roomsQuery.isSuccess && roomTypesQuery.isSuccess;
  const createButton = (
    <Button onPress={() => setEditing({})} data-testid="room-create">
      <Plus aria-hidden className="size-4" />
      {t('hotelSetup.rooms.create', unit)}
    </Button>
  );

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('hotelSetup.rooms.title', unit)}
        description={t('hotelSetup.rooms.subtitle', unit)}
        actions={isLoaded && rooms.length > 0 ? createButton : undefined}
      />
      <BorderedContainer className="p-0! sm:p-0!">
        {isPending && (
          <div className="p-4 sm:p-6">
            <ListSkeleton />
          </div>
        )}
        {error && (
          <div className="p-4 sm:p-6">
            <ListError
              error={error}
              onRetry={() => {
                void roomsQuery.refetch();
                void roomTypesQuery.refetch();
              }}
            />
          </div>
        )}
        {isLoaded && roomTypes.length === 0 && (
          <EmptyState
            icon={<BedDouble aria-hidden className="size-6" />}
            title={t('hotelSetup.rooms.needsRoomTypeTitle', unit)}
            text={t('hotelSetup.rooms.needsRoomTypeText', unit)}
            action={
              <ButtonLink href="/settings/room_types/create">
                <Plus aria-hidden className="size-4" />
                {t('hotelSetup.roomTypes.create', unit)}
              </ButtonLink>
            }
          />
        )}
        {isLoaded && roomTypes.length > 0 && rooms.length === 0 && (
          <EmptyState
            icon={<BedDouble aria-hidden className="size-6" />}
            title={t('hotelSetup.rooms.emptyTitle', unit)}
            text={t('hotelSetup.rooms.emptyText', unit)}
            action={createButton}
          />
        )}
        {isLoaded && rooms.length > 0 && (
          <>
            <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:flex-row sm:items-end sm:px-6">
              <TextField
                label={t('hotelSetup.common.search')}
                placeholder={t('hotelSetup.rooms.searchPlaceholder')}
                value={search}
                onChange={setSearch}
                type="search"
                className="sm:flex-1"
                endAdornment={<Search aria-hidden className="mr-3 size-4 text-slate-400" />}
              />
              <Select
                label={t('hotelSetup.rooms.roomType', unit)}
                value={typeFilter}
                onChange={setTypeFilter}
                className="sm:w-64"
                data-testid="room-type-filter"
                options={[
                  { id: ALL_TYPES, label: t('hotelSetup.rooms.allRoomTypes', unit) },
                  ...roomTypes.map((type) => ({ id: type._id, label: type.name })),
                ]}
              />
            </div>
            <p className="px-4 pt-3 text-xs text-slate-500 sm:px-6" aria-live="polite">
              {t('hotelSetup.rooms.count', { ...unit, count: visibleRooms.length })}
            </p>
            {visibleRooms.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-6">
                {t('hotelSetup.rooms.noMatch', unit)}
              </p>
            ) : (
              <ul
                className="divide-y divide-slate-100"
                aria-label={t('hotelSetup.rooms.title', unit)}
              >
                {visibleRooms.map((room) => {
                  const roomType = roomTypes.find((type) => type._id === room.roomType._id);
                  const price = room.basePrice ?? roomType?.basePrice;
                  return (
                    <li
                      key={room._id}
                      data-testid="room-row"
                      className="flex items-center gap-3 px-4 py-3 sm:px-6"
                    >
                      <span className="flex h-10 min-w-12 items-center justify-center rounded-lg bg-slate-100 px-2 font-semibold text-slate-800 tabular-nums">
                        {room.number}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-slate-900">
                          {room.roomType.name}
                          <span className="ml-1.5 text-xs font-normal text-slate-500">
                            {room.roomType.shortCode}
                          </span>
                        </p>
                        <p className="truncate text-xs text-slate-500">
                          {[
                            price !== undefined ? formatMoney(price, currency) : null,
                            room.address || null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                      <div className="flex shrink-0 gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('hotelSetup.common.editNamed', { name: room.number })}
                          onPress={() => setEditing({ room })}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('hotelSetup.common.deleteNamed', { name: room.number })}
                          onPress={() => void onDelete(room)}
                        >
                          <Trash2 aria-hidden className="size-4 text-red-600" />
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </BorderedContainer>
      <RoomDialog
        isOpen={editing !== null}
        room={editing?.room}
        roomTypes={roomTypes}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}
