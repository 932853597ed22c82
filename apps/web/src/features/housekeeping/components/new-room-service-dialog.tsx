import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { ROOM_SERVICE_NOTICE_MAX_LENGTH } from '@hotel/shared/contracts/room-service';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { WALL_CLOCK_TIME, zonedInstant } from '@hotel/shared/zoned-time';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormSelect } from '@/components/ui/form-select';
import { TextArea } from '@/components/ui/text-area';
import { FormTimeField } from '@/components/ui/form-time-field';
import { errorMessage } from '@/lib/api-error';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useRooms } from '@/lib/hotel-setup-data/get-rooms';
import { useCreateRoomServiceMutation } from '../api/create-room-service';
import { unitContextOf } from '@/lib/session/use-unit-labels';

const formSchema = z
  .object({
    room: z.string().min(1, 'validation.roomServiceRoomRequired'),
    startDate: z.string().refine(isIsoDate, 'validation.startRequired'),
    startTime: z.string().regex(WALL_CLOCK_TIME, 'validation.startRequired'),
    endDate: z.string().refine(isIsoDate, 'validation.endRequired'),
    endTime: z.string().regex(WALL_CLOCK_TIME, 'validation.endRequired'),
    notice: z.string().max(ROOM_SERVICE_NOTICE_MAX_LENGTH, 'validation.tooLong'),
  })
  // Both ends are wall-clock times of the same zone, so comparing the strings is enough.
  .refine(
    (value) => `${value.endDate}T${value.endTime}` > `${value.startDate}T${value.startTime}`,
    {
      message: 'validation.endAfterStart',
      path: ['endTime'],
    },
  );
type FormValues = z.infer<typeof formSchema>;

/** The fields a server issue can land on. */
const SERVER_ISSUE_FIELDS: readonly (keyof FormValues)[] = [
  'room',
  'startTime',
  'endTime',
  'notice',
];
/** The server names whole instants; on the form each is a date and a time field. */
const FIELD_OF_INSTANT = { start: 'startTime', end: 'endTime' } as const;

/** A manual cleaning request (spec §3 Room service): room, start, end, notice. */
export function NewRoomServiceDialog({
  isOpen,
  onClose,
  date,
  hotel,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** The board's day, the default for both dates. */
  date: string;
  hotel: Hotel;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={t('housekeeping.create.title')}
    >
      {isOpen && <NewRoomServiceForm date={date} hotel={hotel} onClose={onClose} />}
    </Dialog>
  );
}

function NewRoomServiceForm({
  date,
  hotel,
  onClose,
}: {
  date: string;
  hotel: Hotel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unit = unitContextOf(hotel.setting.individual_properties);
  const rooms = useRooms();
  const mutation = useCreateRoomServiceMutation();
  const timeZone = hotel.setting.timeZone;
  const { control, handleSubmit, setError, subscribe, trigger } = useForm<FormValues>({
    resolver: schemaResolver(formSchema),
    // The usual window: from check-out to check-in time of the board's day.
    defaultValues: {
      room: '',
      startDate: date,
      startTime: hotel.setting.checkOutTime,
      endDate: date,
      endTime: hotel.setting.checkInTime,
      notice: '',
    },
  });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);

  const onSubmit = handleSubmit((values) => {
    const body = {
      room: values.room,
      start: zonedInstant(values.startDate, values.startTime, timeZone).toISOString(),
      end: zonedInstant(values.endDate, values.endTime, timeZone).toISOString(),
      notice: values.notice,
    };
    mutation.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('housekeeping.create.created', { ...unit, number: saved.room.number }));
        onClose();
      },
      onError: (error) => {
        if (!applyServerIssues(error, setError, SERVER_ISSUE_FIELDS, FIELD_OF_INSTANT)) {
          toast.error(errorMessage(error));
        }
      },
    });
  });

  const timeField = (name: 'startTime' | 'endTime') => (
    <FormTimeField
      control={control}
      name={name}
      label={t(`housekeeping.create.${name}`)}
      isRequired
    />
  );

  const dateField = (name: 'startDate' | 'endDate') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={t(`housekeeping.create.${name}`)}
          value={field.value}
          onChange={field.onChange}
          isRequired
          errorMessage={fieldErrorText(t, fieldState.error)}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="room-service-form">
      <DialogBody>
        <div className="flex flex-col gap-4">
          <FormSelect
            control={control}
            name="room"
            label={t('housekeeping.create.room', unit)}
            placeholder={t('housekeeping.create.roomPlaceholder', unit)}
            isRequired
            options={(rooms.data ?? []).map((room) => ({ id: room._id, label: room.number }))}
          />
          <div className="grid grid-cols-2 gap-3">
            {dateField('startDate')}
            {timeField('startTime')}
            {dateField('endDate')}
            {timeField('endTime')}
          </div>
          <p className="text-xs text-slate-500">
            {t('housekeeping.create.timeZone', { zone: timeZone.replace(/_/g, ' ') })}
          </p>
          <Controller
            control={control}
            name="notice"
            render={({ field, fieldState }) => (
              <TextArea
                label={t('housekeeping.create.notice')}
                value={field.value}
                onChange={field.onChange}
                errorMessage={fieldErrorText(t, fieldState.error)}
                maxLength={ROOM_SERVICE_NOTICE_MAX_LENGTH}
              />
            )}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('housekeeping.create.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="room-service-save">
          {t('housekeeping.create.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
