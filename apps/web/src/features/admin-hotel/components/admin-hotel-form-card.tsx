import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminHotel } from '@hotel/shared/contracts/admin-hotel';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { applyServerIssues } from '@/lib/form-errors';
import { useUpdateAdminHotelMutation } from '@/features/admin-hotel/api/update-admin-hotel';
import { HOTEL_FORM_FIELDS, hotelToFormValues } from '@/components/hotel-form/hotel-form-values';
import { useHotelForm } from '@/components/hotel-form/use-hotel-form';

type HotelForm = ReturnType<typeof useHotelForm>;

/**
 * The whole hotel body in one form, saved through PUT /api/admin/hotel/{id}: a page shows the
 * fields it edits and everything else goes back as loaded (the PUT replaces the hotel).
 */
export function AdminHotelFormCard({
  hotel,
  savedMessage,
  testId,
  children,
}: {
  hotel: AdminHotel;
  savedMessage: string;
  testId: string;
  children: (control: HotelForm['control']) => ReactNode;
}) {
  const { t } = useTranslation();
  const updateMutation = useUpdateAdminHotelMutation(hotel._id);
  const { control, handleSubmit, setError, reset, formState } = useHotelForm(
    'update',
    hotelToFormValues(hotel),
    updateMutation,
  );

  const onSubmit = handleSubmit((values) =>
    updateMutation.mutate(
      { ...values, _id: hotel._id },
      {
        onSuccess: (saved) => {
          reset(hotelToFormValues(saved));
          toast.success(savedMessage);
        },
        onError: (error) =>
          applyServerIssues(error, setError, [...HOTEL_FORM_FIELDS, 'symbol_code', 'theme_color']),
      },
    ),
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid={testId}>
        <div className="flex flex-col gap-6 px-4 py-5 sm:px-6">{children(control)}</div>
        <FormSaveBar
          error={updateMutation.error}
          isDirty={formState.isDirty}
          isPending={updateMutation.isPending}
          onDiscard={() => reset()}
          discardLabel={t('adminHotel.edit.discard')}
          saveTestId={`${testId}-save`}
        />
      </form>
    </BorderedContainer>
  );
}
