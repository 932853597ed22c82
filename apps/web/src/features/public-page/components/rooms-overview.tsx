import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { publicRoomTypesQueryOptions } from '@/features/public-page/api/get-public-room-types';
import { RoomTypeCapacity, RoomTypePhoto } from '@/features/public-page/components/room-type-parts';
import { formatPublicMoney } from '@/features/public-page/format-money';

/**
 * A hotel that lists its rooms without taking bookings online: rooms and prices, and how to ask
 * (the contact card follows on the page).
 */
export function RoomsOverview({ hotel }: { hotel: PublicHotel }) {
  const { t } = useTranslation();
  const roomTypes = useQuery(publicRoomTypesQueryOptions(hotel.symbol_code));
  return (
    <Card as="section" aria-labelledby="rooms-overview-title">
      <CardBody className="flex flex-col gap-4 py-5">
        <h2 id="rooms-overview-title" className="text-xl font-semibold text-slate-900">
          {t('publicPage.rooms.overviewTitle')}
        </h2>
        <Alert tone="info" data-testid="public-booking-contact-only">
          {t('publicPage.rooms.askHotel', { hotel: hotel.name })}
        </Alert>
        {roomTypes.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : roomTypes.isError ? (
          <Alert tone="error">{roomTypes.error.message}</Alert>
        ) : (
          <ul className="flex flex-col gap-4">
            {roomTypes.data.map((roomType) => (
              <li
                key={roomType._id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:p-4"
              >
                <RoomTypePhoto roomType={roomType} />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <h3 className="text-base font-semibold text-slate-900">{roomType.name}</h3>
                  {roomType.description && (
                    <p className="text-sm whitespace-pre-line text-slate-700">
                      {roomType.description}
                    </p>
                  )}
                  <RoomTypeCapacity roomType={roomType} />
                  <p className="text-sm text-slate-700">
                    {t('publicPage.rooms.fromPerNight', {
                      price: formatPublicMoney(roomType.basePrice, hotel.setting.currency),
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
