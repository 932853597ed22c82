import { Building2, Clock, LogIn, LogOut, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnitLabels } from '@/lib/session/use-unit-labels';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function CurrentHotelCard({ hotel, canManage }: { hotel: Hotel; canManage: boolean }) {
  const { t } = useTranslation();
  const units = useUnitLabels();
  return (
    <Card aria-labelledby="current-hotel-title" className="lg:col-span-2">
      <CardHeader
        titleId="current-hotel-title"
        icon={<Building2 aria-hidden className="size-5" />}
        title={hotel.name}
        description={t('dashboard.hotel.propertyType', {
          type: t(`dashboard.hotel.types.${hotel.setting.propertyType}`),
          units: units.units,
        })}
        actions={
          canManage && (
            <ButtonLink href="/settings/hotel" size="sm" variant="secondary">
              {t('dashboard.hotel.edit')}
            </ButtonLink>
          )
        }
      />
      <CardBody>
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail
            icon={<MapPin aria-hidden className="size-4" />}
            label={t('dashboard.hotel.address')}
          >
            {hotel.contact.address}
          </Detail>
          <Detail
            icon={<Clock aria-hidden className="size-4" />}
            label={t('dashboard.hotel.timeZone')}
          >
            {hotel.setting.timeZone.replace(/_/g, ' ')}
          </Detail>
          <Detail
            icon={<LogIn aria-hidden className="size-4" />}
            label={t('dashboard.hotel.checkIn')}
          >
            {t('dashboard.hotel.from', { time: hotel.setting.checkInTime })}
          </Detail>
          <Detail
            icon={<LogOut aria-hidden className="size-4" />}
            label={t('dashboard.hotel.checkOut')}
          >
            {t('dashboard.hotel.until', { time: hotel.setting.checkOutTime })}
          </Detail>
          <Detail
            icon={<Phone aria-hidden className="size-4" />}
            label={t('dashboard.hotel.phone')}
          >
            <a className="text-primary hover:underline" href={`tel:${hotel.contact.phone}`}>
              {hotel.contact.phone}
            </a>
          </Detail>
          <Detail icon={<Mail aria-hidden className="size-4" />} label={t('dashboard.hotel.email')}>
            <a className="text-primary hover:underline" href={`mailto:${hotel.contact.email}`}>
              {hotel.contact.email}
            </a>
          </Detail>
        </dl>
      </CardBody>
    </Card>
  );
}

export function CurrentHotelCardSkeleton() {
  return (
    <Card className="lg:col-span-2">
      <div className="flex flex-col gap-4 p-5">
        <Skeleton className="h-6 w-48" />
        <div className="grid gap-5 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      </div>
    </Card>
  );
}
