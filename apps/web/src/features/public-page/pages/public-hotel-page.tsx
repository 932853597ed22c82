import { CalendarX2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { Card, CardBody } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useRouteParams } from '@/lib/page-router/page-router-view';
import { usePublicHotel } from '@/features/public-page/api/get-public-hotel';
import { BookingFlowView } from '@/features/public-page/components/booking-flow-view';
import { ContactCard } from '@/features/public-page/components/contact-card';
import { HotelSlider } from '@/features/public-page/components/hotel-slider';

// Shown only by hotels that list rooms without taking bookings: not in the booking page's chunk.
const RoomsOverview = lazy(async () => ({
  default: (await import('@/features/public-page/components/rooms-overview')).RoomsOverview,
}));

function BookingDisabled({ hotel }: { hotel: PublicHotel }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardBody className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <CalendarX2 aria-hidden className="size-6" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900" data-testid="public-booking-disabled">
          {t('publicPage.disabled.title')}
        </h2>
        <p className="max-w-md text-sm text-slate-600">
          {t('publicPage.disabled.text', { hotel: hotel.name })}
        </p>
      </CardBody>
    </Card>
  );
}

function HotelIntro({ hotel }: { hotel: PublicHotel }) {
  const { hotel_slider: slider, hotel_description: description } = hotel.public_page;
  return (
    <div className="flex flex-col gap-4">
      <HotelSlider images={slider} hotel={hotel.name} />
      {description && (
        <p className="text-base leading-relaxed whitespace-pre-line text-slate-700">
          {description}
        </p>
      )}
    </div>
  );
}

/** /public/{hotel}: the hotel, its booking flow (or its rooms and how to ask), its contact. */
export function PublicHotelPage() {
  const { hotel = '' } = useRouteParams();
  const { data } = usePublicHotel(hotel);
  if (!data) return <PageSpinner />;

  if (data.public_page.disabled) {
    return (
      <div className="flex flex-col gap-6">
        <ContactCard contact={data.contact} />
        <BookingDisabled hotel={data} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <HotelIntro hotel={data} />
      {data.public_page.booking_enabled ? (
        <BookingFlowView hotel={data} />
      ) : (
        <Suspense fallback={<Spinner className="mx-auto" />}>
          <RoomsOverview hotel={data} />
        </Suspense>
      )}
      <ContactCard contact={data.contact} />
    </div>
  );
}
