import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { useHotelCurrency } from '@/lib/money';
import { useCreateBookingMutation } from '../api/create-booking';
import { BookingForm } from '../components/booking-form';
import {
  emptyFormValues,
  toRequest,
  type BookingFormErrors,
  type BookingFormValues,
  withoutChangedFields,
} from '../components/booking-form-values';

/** /booking/create; the calendar prefills ?roomType=&room=&arrival=&departure=. */
export function BookingCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const currency = useHotelCurrency();
  const [values, setValues] = useState<BookingFormValues>(() => emptyFormValues(searchParams));
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const mutation = useCreateBookingMutation();

  const onSubmit = () => {
    const result = toRequest(values, currency);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // Every typed value stays in state when the server refuses (e.g. 409 room taken).
    mutation.mutate(result.body, {
      onSuccess: (booking) => {
        toast.success(t('bookings.create.saved', { number: booking.number }));
        void navigate(`/booking/${booking._id}`);
      },
    });
  };

  return (
    <PageContainer type="form">
      <PageHeader title={t('bookings.create.title')} description={t('bookings.create.subtitle')} />
      <BorderedContainer>
        <BookingForm
          values={values}
          onChange={(next) => {
            setValues((current) => ({ ...current, ...next }));
            setErrors((current) => withoutChangedFields(current, next));
          }}
          errors={errors}
          onSubmit={onSubmit}
          serverError={mutation.error ? errorMessage(mutation.error) : null}
          showGuest
          footer={
            <div className="flex flex-wrap justify-end gap-2">
              <ButtonLink variant="secondary" href="/booking">
                {t('app.common.cancel')}
              </ButtonLink>
              <Button type="submit" isLoading={mutation.isPending} data-testid="booking-save">
                {t('bookings.create.save')}
              </Button>
            </div>
          }
        />
      </BorderedContainer>
    </PageContainer>
  );
}
