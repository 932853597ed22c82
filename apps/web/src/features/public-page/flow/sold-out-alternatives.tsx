import { BedDouble, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicAlternatives } from '@hotel/shared/contracts/public-booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BookingFlow } from '@/features/public-page/flow/booking-flow';
import { formatPrice, formatShortStayRange } from '@/features/public-page/flow/format';

/**
 * The last room went to someone else between search and submit (409 ROOM_TYPE_SOLD_OUT):
 * the server's message, other room types free for the same dates, and the nearest dates this
 * room type is free. Choosing one moves back in the flow; the typed details stay.
 */
export function SoldOutAlternatives({
  message,
  alternatives,
  currency,
  flow,
}: {
  message: string;
  alternatives: PublicAlternatives;
  currency: string;
  flow: BookingFlow;
}) {
  const { t } = useTranslation();
  const { roomTypes, dates } = alternatives;
  const hasNone = roomTypes.length === 0 && dates.length === 0;

  return (
    <section
      aria-labelledby="public-sold-out-title"
      className="flex flex-col gap-4"
      data-testid="public-sold-out"
    >
      <Alert
        tone="warning"
        title={<span id="public-sold-out-title">{t('publicBooking.alternatives.title')}</span>}
      >
        {message}
      </Alert>
      {roomTypes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">
            {t('publicBooking.alternatives.otherRoomTypes')}
          </h3>
          <ul className="flex flex-col gap-2">
            {roomTypes.map((entry) => (
              <li
                key={entry.roomType._id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
              >
                <BedDouble aria-hidden className="hidden size-5 text-primary sm:block" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{entry.roomType.name}</p>
                  <p className="text-sm text-slate-600">
                    {t('publicBooking.alternatives.priceForStay', {
                      price: formatPrice(entry.price.total, currency),
                      count: entry.price.nights,
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t('publicBooking.alternatives.chooseRoomType', {
                    name: entry.roomType.name,
                  })}
                  onPress={() =>
                    flow.go('services', {
                      roomType: entry.roomType._id,
                      // Services belong to a room type: keep those the new one offers too.
                      services: flow.state.services.filter((id) =>
                        entry.roomType.services.some((service) => service._id === id),
                      ),
                    })
                  }
                >
                  {t('publicBooking.alternatives.choose')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {dates.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">
            {t('publicBooking.alternatives.otherDates')}
          </h3>
          <ul className="flex flex-col gap-2">
            {dates.map((stay) => (
              <li key={`${stay.arrival}/${stay.departure}`}>
                <Button
                  variant="secondary"
                  isFullWidth
                  onPress={() =>
                    flow.go('rooms', { arrival: stay.arrival, departure: stay.departure })
                  }
                >
                  <CalendarDays aria-hidden className="size-4" />
                  {t('publicBooking.alternatives.bookDates', {
                    dates: formatShortStayRange(stay.arrival, stay.departure),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hasNone && (
        <Button variant="secondary" onPress={() => flow.go('dates')}>
          {t('publicBooking.alternatives.otherSearch')}
        </Button>
      )}
    </section>
  );
}
