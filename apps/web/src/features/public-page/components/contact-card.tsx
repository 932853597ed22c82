import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { Card, CardBody } from '@/components/ui/card';

/** How to reach the hotel: always on the page, and the only way in when booking is off. */
export function ContactCard({ contact }: { contact: PublicHotel['contact'] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardBody className="flex flex-col gap-4 py-6">
        <h2 className="text-lg font-semibold text-slate-900" data-testid="public-hotel-contact">
          {t('publicPage.contactTitle')}
        </h2>
        <address className="flex flex-col gap-2 text-sm text-slate-700 not-italic">
          {contact.address && (
            <span className="inline-flex items-start gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {contact.address}
            </span>
          )}
          {contact.phone && (
            <a
              href={`tel:${contact.phone}`}
              className="inline-flex min-h-6 items-center gap-2 hover:underline"
            >
              <Phone aria-hidden className="size-4 shrink-0 text-primary" />
              {contact.phone}
            </a>
          )}
          {contact.email && (
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-6 items-center gap-2 hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0 text-primary" />
              {contact.email}
            </a>
          )}
        </address>
      </CardBody>
    </Card>
  );
}
