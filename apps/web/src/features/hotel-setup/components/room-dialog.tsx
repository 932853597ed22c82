import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import type { Room } from '@hotel/shared/contracts/rooms';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { optionalText } from '@hotel/shared/contracts/fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormMoneyField } from '@/components/ui/form-money-field';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { formatMoney, toMoneyInput, useHotelCurrency } from '@/lib/money';
import { useSaveRoomMutation } from '../api/save-room';
import { moneyText, toMinor } from '@/lib/money-schema';
import { useUnitContext } from './use-unit-context';

const FIELDS = ['number', 'roomType', 'softwareNumber', 'basePrice', 'address', 'guestComment'];

function roomFormSchema(currency: string) {
  return z.object({
    number: z.string().trim().min(1, 'validation.roomNumberRequired').max(20, 'validation.tooLong'),
    roomType: z.string().min(1, 'validation.roomTypeRequired'),
    softwareNumber: optionalText(50),
    basePrice: moneyText(currency, { isOptional: true }),
    address: optionalText(500),
    guestComment: optionalText(2000),
  });
}
type RoomFormValues = z.input<ReturnType<typeof roomFormSchema>>;

/** Create (no room) or edit a room in a dialog. */
export function RoomDialog({
  room,
  roomTypes,
  isOpen,
  onClose,
}: {
  room?: Room;
  roomTypes: RoomType[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="lg"
      title={room ? t('hotelSetup.rooms.editTitle', unit) : t('hotelSetup.rooms.create', unit)}
    >
      {isOpen && <RoomForm room={room} roomTypes={roomTypes} onClose={onClose} />}
    </Dialog>
  );
}

function RoomForm({
  room,
  roomTypes,
  onClose,
}: {
  room?: Room;
  roomTypes: RoomType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const currency = useHotelCurrency();
  const schema = useMemo(() => roomFormSchema(currency), [currency]);
  const mutation = useSaveRoomMutation();
  const { control, handleSubmit, setError } = useForm<RoomFormValues>({
    resolver: schemaResolver(schema),
    defaultValues: {
      number: room?.number ?? '',
      roomType: room?.roomType._id ?? (roomTypes.length === 1 ? roomTypes[0]!._id : ''),
      softwareNumber: room?.softwareNumber ?? '',
      basePrice: room?.basePrice == null ? '' : toMoneyInput(room.basePrice, currency),
      address: room?.address ?? '',
      guestComment: room?.guestComment ?? '',
    },
  });
  const roomTypeId = useWatch({ control, name: 'roomType' });
  const roomType = roomTypes.find((type) => type._id === roomTypeId);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        id: room?._id,
        body: {
          number: values.number,
          roomType: values.roomType,
          softwareNumber: values.softwareNumber,
          basePrice: values.basePrice.trim() === '' ? null : toMinor(values.basePrice, currency),
          address: values.address,
          guestComment: values.guestComment,
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t('hotelSetup.rooms.saved', { number: saved.number }));
          onClose();
        },
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="room-form">
      <DialogBody>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="number"
            label={t('hotelSetup.rooms.number')}
            isRequired
            autoFocus
          />
          <FormSelect
            control={control}
            name="roomType"
            label={t('hotelSetup.rooms.roomType', unit)}
            placeholder={t('hotelSetup.rooms.chooseRoomType', unit)}
            isRequired
            options={roomTypes.map((type) => ({
              id: type._id,
              label: `${type.name} (${type.shortCode})`,
            }))}
          />
          <FormTextField
            control={control}
            name="softwareNumber"
            label={t('hotelSetup.rooms.softwareNumber')}
            description={t('hotelSetup.rooms.softwareNumberHint')}
          />
          <FormMoneyField
            control={control}
            name="basePrice"
            label={t('hotelSetup.rooms.basePrice')}
            currency={currency}
            description={
              roomType
                ? t('hotelSetup.rooms.basePriceHint', {
                    ...unit,
                    price: formatMoney(roomType.basePrice, currency),
                  })
                : undefined
            }
          />
          <FormTextField
            control={control}
            name="address"
            label={t('hotelSetup.rooms.address')}
            className="sm:col-span-2"
          />
          <FormTextField
            control={control}
            name="guestComment"
            label={t('hotelSetup.rooms.guestComment')}
            className="sm:col-span-2"
          />
          <FormError error={mutation.error} className="sm:col-span-2" />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="room-save">
          {t('app.common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
