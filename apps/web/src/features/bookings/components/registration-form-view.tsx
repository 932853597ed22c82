import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { downloadRegistrationPdf, useRegistrationForm } from '../api/self-check-in';

function useCountryName() {
  const names = new Intl.DisplayNames([currentLanguage()], { type: 'region', fallback: 'code' });
  return (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      // Not a region code (what staff typed before the form existed): shown as it is.
      return code;
    }
  };
}

/**
 * The hotel registration form a foreign guest filled in at self check-in (BMG §30), with its
 * PDF for the hotel's records and the day it is deleted.
 */
export function RegistrationFormView({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const countryName = useCountryName();
  const query = useRegistrationForm(booking._id);
  const download = useMutation({
    mutationFn: () => downloadRegistrationPdf(booking._id, booking.number),
  });

  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.error) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  const form = query.data;
  if (!form) {
    return (
      <p className="text-sm text-slate-600" data-testid="registration-none">
        {t('bookings.selfCheckIn.noForm')}
      </p>
    );
  }

  const rows: [string, string][] = [
    [t('bookings.selfCheckIn.stay'), `${dates.date(form.arrival)} – ${dates.date(form.departure)}`],
    [t('bookings.selfCheckIn.firstNames'), form.firstNames],
    [t('bookings.selfCheckIn.lastName'), form.lastName],
    [t('bookings.selfCheckIn.birthDate'), dates.date(form.birthDate)],
    [t('bookings.selfCheckIn.nationality'), countryName(form.nationality)],
    [t('bookings.selfCheckIn.documentNumber'), form.documentNumber],
    [
      t('bookings.selfCheckIn.companions'),
      form.companionCount > 0
        ? `${form.companionCount}: ${form.companionNationalities.map(countryName).join(', ')}`
        : '0',
    ],
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="registration-form">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        {t('bookings.selfCheckIn.deleteAfter', { date: dates.date(form.deleteAfter) })}
      </p>
      {download.error ? <Alert tone="error">{errorMessage(download.error)}</Alert> : null}
      <div>
        <Button
          size="sm"
          variant="secondary"
          isLoading={download.isPending}
          onPress={() => download.mutate()}
          data-testid="registration-pdf"
        >
          <FileDown aria-hidden className="size-4" />
          {t('bookings.selfCheckIn.downloadPdf')}
        </Button>
      </div>
    </div>
  );
}
