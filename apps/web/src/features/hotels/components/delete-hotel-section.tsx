import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { useDeleteHotelMutation } from '@/features/hotels/api/delete-hotel';

/** Owners only: deleting asks to type the hotel's name, as nothing of it can be restored. */
export function DeleteHotelSection({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [typedName, setTypedName] = useState('');
  const deleteMutation = useDeleteHotelMutation();
  const matches = typedName.trim() === hotel.name.trim();

  return (
    <BorderedContainer className="mt-6 border-red-200!">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold text-slate-900">{t('hotels.delete.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('hotels.delete.text')}</p>
        </div>
        <Button variant="danger" onPress={() => setIsOpen(true)} data-testid="hotel-delete">
          <Trash2 aria-hidden className="size-4" />
          {t('hotels.delete.button')}
        </Button>
      </div>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) setTypedName('');
        }}
        isDismissable
        role="alertdialog"
        title={t('hotels.delete.confirmTitle', { name: hotel.name })}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) deleteMutation.mutate(hotel._id);
          }}
        >
          <div className="flex flex-col gap-4 px-5 pt-2 pb-5">
            <p className="text-sm text-slate-600">{t('hotels.delete.confirmText')}</p>
            <TextField
              label={t('hotels.delete.typeName', { name: hotel.name })}
              value={typedName}
              onChange={setTypedName}
              autoFocus
              data-testid="hotel-delete-name"
            />
            <FormError error={deleteMutation.error} />
          </div>
          <DialogFooter>
            <Button variant="secondary" onPress={() => setIsOpen(false)}>
              {t('app.common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              isDisabled={!matches}
              isLoading={deleteMutation.isPending}
              data-testid="hotel-delete-confirm"
            >
              {t('hotels.delete.confirmButton')}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </BorderedContainer>
  );
}
