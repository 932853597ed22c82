import { useQuery } from '@tanstack/react-query';
import { BedDouble } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { availableRoomsQueryOptions } from '@/features/public-page/api/get-available-rooms';
import type { StepProps } from '@/features/public-page/flow/booking-flow';
import { handOverStayErrors } from '@/features/public-page/flow/flow-errors';
import { PriceBreakdown } from '@/features/public-page/components/price-breakdown';
import { RoomTypeCapacity, RoomTypePhoto } from '@/features/public-page/components/room-type-parts';
import { StaySummary } from '@/features/public-page/components/stay-summary';

function RoomsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-48 w-full" />
      ))}
    </div>
  );
}

/** Step 2: the room types free for the whole stay, each with its price and how it comes about. */
export function RoomsStep({ hotel, flow }: StepProps) {
  const { t } = useTranslation();
  const { arrival, departure, adults, kids } = flow.state;
  const search = useQuery(
    availableRoomsQueryOptions(hotel.symbol_code, { arrival, departure, adults, kids }),
  );
  const error = search.error;
  const isStayRefused =
    error instanceof ApiError && error.statusCode === 400 && Boolean(error.issues?.length);

  // The server refused the stay (a rule the page did not know, or a stale link): back to the
  // dates, with its messages at the fields and the values as they were.
  useEffect(() => {
    if (error instanceof ApiError && error.statusCode === 400 && handOverStayErrors(error.issues)) {
      flow.go('dates');
    }
  }, [error, flow]);

  const backToDates = () => flow.go('dates');

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold text-slate-900">{t('publicPage.rooms.title')}</h3>
      <StaySummary state={flow.state} onChange={backToDates} />
      {search.isPending || isStayRefused ? (
        <RoomsSkeleton />
      ) : search.isError ? (
        <Alert
          tone="error"
          actions={
            <button
              type="button"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              onClick={() => void search.refetch()}
            >
              {t('publicPage.flow.retry')}
            </button>
          }
        >
          {search.error.message}
        </Alert>
      ) : search.data.roomTypes.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center"
          data-testid="rooms-empty"
        >
          <BedDouble aria-hidden className="size-8 text-slate-500" />
          <p className="font-medium text-slate-900">{t('publicPage.rooms.emptyTitle')}</p>
          <p className="max-w-md text-sm text-slate-600">{t('publicPage.rooms.emptyText')}</p>
          <button type="button" className={buttonClasses({})} onClick={backToDates}>
            {t('publicPage.rooms.changeDates')}
          </button>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {search.data.roomTypes.map(({ roomType, price, available }) => (
            <li
              key={roomType._id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:p-4"
            >
              <RoomTypePhoto roomType={roomType} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <h4 className="text-base font-semibold text-slate-900">{roomType.name}</h4>
                {roomType.description && (
                  <p className="text-sm whitespace-pre-line text-slate-700">
                    {roomType.description}
                  </p>
                )}
                <RoomTypeCapacity roomType={roomType} />
                {available <= 2 && (
                  <p className="text-sm font-medium text-amber-800">
                    {t('publicPage.rooms.fewLeft', { count: available })}
                  </p>
                )}
                <PriceBreakdown price={price} currency={search.data.currency} />
                <button
                  type="button"
                  className={buttonClasses({ size: 'lg', className: 'sm:self-end' })}
                  aria-label={t('publicPage.rooms.chooseNamed', { name: roomType.name })}
                  onClick={() => flow.go('services', { roomType: roomType._id, services: [] })}
                >
                  {t('publicPage.rooms.choose')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
