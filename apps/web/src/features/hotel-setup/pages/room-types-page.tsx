import { ImageOff, Layers, Plus, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useDeleteRoomTypeMutation } from '../api/delete-room-type';
import { useRoomTypes } from '@/lib/hotel-setup-data/get-room-types';
import { confirmDelete } from '@/lib/confirm';
import { EmptyState, ListLoadState } from '@/components/ui/list-states';
import { useUnitContext } from '../components/use-unit-context';

export function RoomTypesPage() {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const currency = useHotelCurrency();
  const roomTypesQuery = useRoomTypes();
  const deleteMutation = useDeleteRoomTypeMutation();
  const roomTypes = roomTypesQuery.data ?? [];

  const onDelete = async (roomType: RoomType) => {
    const isConfirmed = await confirmDelete({
      title: t('hotelSetup.roomTypes.deleteTitle', unit),
      message: t('hotelSetup.roomTypes.deleteMessage', { name: roomType.name }),
      confirmLabel: t('hotelSetup.common.delete'),
    });
    if (!isConfirmed) return;
    deleteMutation.mutate(roomType._id, {
      onSuccess: () => toast.success(t('hotelSetup.roomTypes.deleted', { name: roomType.name })),
      // The refusal names how many rooms still use the type.
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  const createButton = (
    <ButtonLink href="/settings/room_types/create" data-testid="room-type-create">
      <Plus aria-hidden className="size-4" />
      {t('hotelSetup.roomTypes.create', unit)}
    </ButtonLink>
  );

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('hotelSetup.roomTypes.title', unit)}
        description={t('hotelSetup.roomTypes.subtitle', unit)}
        actions={roomTypes.length > 0 ? createButton : undefined}
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <ListLoadState query={roomTypesQuery} />
        {roomTypesQuery.isSuccess && roomTypes.length === 0 && (
          <EmptyState
            icon={<Layers aria-hidden className="size-6" />}
            title={t('hotelSetup.roomTypes.emptyTitle', unit)}
            text={t('hotelSetup.roomTypes.emptyText', unit)}
            action={createButton}
          />
        )}
        {roomTypes.length > 0 && (
          <ul
            className="divide-y divide-slate-100"
            aria-label={t('hotelSetup.roomTypes.title', unit)}
          >
            {roomTypes.map((roomType) => {
              const cover = roomType.images[0];
              return (
                <li
                  key={roomType._id}
                  data-testid="room-type-row"
                  className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6"
                >
                  <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 sm:h-14 sm:w-20">
                    {cover?.urls.thumb ? (
                      <img src={cover.urls.thumb} alt="" className="size-full object-cover" />
                    ) : (
                      <ImageOff aria-hidden className="size-5 text-slate-400" />
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/settings/room_types/${roomType._id}`}
                      className="font-medium text-slate-900 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
                    >
                      {roomType.name}
                    </Link>
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                      {roomType.shortCode}
                    </span>
                    <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                      <span className="inline-flex items-center gap-1">
                        <Users aria-hidden className="size-3.5" />
                        {t('hotelSetup.common.persons', { count: roomType.baseOccupancy })}
                      </span>
                      <span>{formatMoney(roomType.basePrice, currency)}</span>
                      <span>
                        {t('hotelSetup.roomTypes.rooms', { ...unit, count: roomType.roomCount })}
                      </span>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('hotelSetup.common.deleteNamed', { name: roomType.name })}
                    onPress={() => void onDelete(roomType)}
                  >
                    <Trash2 aria-hidden className="size-4 text-red-600" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </BorderedContainer>
    </PageContainer>
  );
}
