import { CalendarX2, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useRouteParams } from '@/lib/page-router/page-router-view';
import { usePublicHotel } from '@/features/public-page/api/get-public-hotel';

export function PublicHotelPage() {
  const { t } = useTranslation();
  const { hotel = '' } = useRouteParams();
  const { data } = usePublicHotel(hotel);
  if (!data) return <PageSpinner />;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-col gap-4 py-6">
          <h2 className="text-lg font-semibold text-slate-900" data-testid="public-hotel-contact">
            {t('publicPage.contactTitle')}
          </h2>
          <address className="flex flex-col gap-2 text-sm text-slate-700 not-italic">
            {data.contact.address && (
              <span className="inline-flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {data.contact.address}
              </span>
            )}
            {data.contact.phone && (
              <a
                href={`tel:${data.contact.phone}`}
                className="inline-flex items-center gap-2 hover:underline"
              >
                <Phone aria-hidden className="size-4 shrink-0 text-primary" />
                {data.contact.phone}
              </a>
            )}
            {data.contact.email && (
              <a
                href={`mailto:${data.contact.email}`}
                className="inline-flex items-center gap-2 hover:underline"
              >
                <Mail aria-hidden className="size-4 shrink-0 text-primary" />
                {data.contact.email}
              </a>
            )}
          </address>
        </CardBody>
      </Card>
      {data.public_page.disabled && (
        <Card>
          <CardBody className="flex flex-col items-center gap-3 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <CalendarX2 aria-hidden className="size-6" />
            </span>
            <h3
              className="text-lg font-semibold text-slate-900"
              data-testid="public-booking-disabled"
            >
              {t('publicPage.disabled.title')}
            </h3>
            <p className="max-w-md text-sm text-slate-600">
              {t('publicPage.disabled.text', { hotel: data.name })}
            </p>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
