import { type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { computeStayPrice, maxAdults } from '@hotel/shared/pricing';
import { parseMoneyInput } from '@hotel/shared/money';
import { Alert } from '@/components/ui/alert';
import { Checkbox, Switch } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/text-field';
import { useHotelCurrency } from '@/lib/money';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { useRoomTypes } from '@/lib/hotel-setup-data/get-room-types';
import { useRooms } from '@/lib/hotel-setup-data/get-rooms';
import { useServices } from '@/lib/hotel-setup-data/get-services';
import { useAvailability } from '../api/get-availability';
import type { BookingFormErrors, BookingFormValues } from './booking-form-values';
import { GuestPicker } from './guest-picker';
import { NumberStepper } from './number-stepper';
import { PriceBreakdownView } from './price-breakdown';

const LATER = 'later';

/** The fields of create and edit: guest, stay, room, persons, services, price, notice. */
export function BookingForm({
  values,
  onChange,
  errors,
  onSubmit,
  serverError,
  serverErrorAction,
  isDisabled,
  showGuest,
  excludeBooking,
  roomFieldRef,
  footer,
}: {
  values: BookingFormValues;
  onChange: (next: Partial<BookingFormValues>) => void;
  errors: BookingFormErrors;
  onSubmit: () => void;
  serverError?: string | null;
  /** What the desk can do about the server error, e.g. reload a booking changed meanwhile. */
  serverErrorAction?: ReactNode;
  isDisabled?: boolean;
  showGuest?: boolean;
  excludeBooking?: string;
  /** Where the page finds the room picker, to offer it when a check-in needs a room. */
  roomFieldRef?: RefObject<HTMLDivElement | null>;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const unit = useUnitContext();
  const roomTypes = useRoomTypes().data ?? [];
  const rooms = useRooms().data ?? [];
  const services = useServices().data ?? [];
  const availability = useAvailability(values.arrival, values.departure, excludeBooking).data;
  const roomType = roomTypes.find((type) => type._id === values.roomType);
  const free = availability?.roomTypes.find((item) => item._id === values.roomType);
  const nights = Math.max(0, nightsBetween(values.arrival, values.departure) || 0);
  const error = (field: keyof BookingFormValues) => {
    const issue = errors[field];
    return issue ? t(issue.key, issue.params) : undefined;
  };

  const typeOptions = roomTypes.map((type) => {
    const info = availability?.roomTypes.find((item) => item._id === type._id);
    const isCurrent = type._id === values.roomType;
    const label = info
      ? info.available > 0 || isCurrent
        ? t('bookings.form.roomTypeFree', { name: type.name, count: info.available })
        : t('bookings.form.roomTypeSoldOut', { name: type.name })
      : type.name;
    return { id: type._id, label };
  });
  const soldOutIds = (availability?.roomTypes ?? [])
    .filter((item) => item.available === 0 && item._id !== values.roomType)
    .map((item) => item._id);
  const typeRooms = rooms.filter((room) => room.roomType._id === values.roomType);
  const roomOptions = [
    { id: LATER, label: t('bookings.form.assignLater') },
    ...typeRooms
      .filter((room) => !free || free.freeRoomIds.includes(room._id) || room._id === values.room)
      .map((room) => ({ id: room._id, label: room.number })),
  ];
  const typeServices = services.filter((service) => roomType?.serviceIds.includes(service._id));
  const room = rooms.find((item) => item._id === values.room);
  const breakdown = roomType
    ? computeStayPrice(
        values,
        roomType,
        typeServices.filter((service) => values.services.includes(service._id)),
        room?.basePrice ?? null,
      )
    : null;
  const manualPrice = values.isPriceManual
    ? (parseMoneyInput(values.manualPrice, currency) ?? null)
    : null;
  const adultLimit = roomType ? maxAdults(roomType, values.extraBeds) : 50;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {serverError && (
        <Alert tone="error" data-testid="booking-server-error" actions={serverErrorAction}>
          {serverError}
        </Alert>
      )}
      {showGuest && (
        <GuestPicker
          label={t('bookings.form.mainGuest')}
          value={values.mainGuest}
          onChange={(mainGuest) => onChange({ mainGuest })}
          isDisabled={isDisabled}
          errorMessage={error('mainGuest')}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField
          name="arrival"
          label={t('bookings.form.arrival')}
          isRequired
          isDisabled={isDisabled}
          value={values.arrival}
          onChange={(arrival) => onChange({ arrival })}
          errorMessage={error('arrival')}
        />
        <DateField
          name="departure"
          label={t('bookings.form.departure')}
          isRequired
          isDisabled={isDisabled}
          value={values.departure}
          onChange={(departure) => onChange({ departure })}
          errorMessage={error('departure')}
        />
        <p className="self-end pb-2 text-sm text-slate-600" data-testid="nights">
          {t('bookings.list.nightsCount', { count: nights })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('bookings.form.roomType', unit)}
          isRequired
          isDisabled={isDisabled}
          value={values.roomType || null}
          placeholder={t('bookings.form.chooseRoomType', unit)}
          onChange={(id) => onChange({ roomType: id, room: '', services: [] })}
          options={typeOptions}
          // A sold-out type cannot be chosen; its label says why instead of failing on save.
          disabledKeys={soldOutIds}
          errorMessage={error('roomType')}
          data-testid="room-type-select"
        />
        <div ref={roomFieldRef} className="flex flex-col">
          <Select
            label={t('bookings.form.room', unit)}
            isDisabled={isDisabled || !values.roomType}
            value={values.room || LATER}
            onChange={(id) => onChange({ room: id === LATER ? '' : id })}
            options={roomOptions}
            errorMessage={error('room')}
            data-testid="room-select"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-6">
        <NumberStepper
          label={t('bookings.form.adults')}
          value={values.adults}
          min={1}
          max={adultLimit}
          isDisabled={isDisabled}
          onChange={(adults) => onChange({ adults })}
        />
        <NumberStepper
          label={t('bookings.form.kids')}
          value={values.kids}
          min={0}
          max={roomType?.kidsOccupancy ?? 0}
          isDisabled={isDisabled}
          onChange={(kids) => onChange({ kids })}
        />
        <NumberStepper
          label={t('bookings.form.extraBeds')}
          value={values.extraBeds}
          min={0}
          max={roomType?.extraBed ?? 0}
          isDisabled={isDisabled}
          onChange={(extraBeds) =>
            onChange({
              extraBeds,
              adults: Math.min(
                values.adults,
                roomType ? maxAdults(roomType, extraBeds) : values.adults,
              ),
            })
          }
        />
      </div>
      {typeServices.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('bookings.form.services')}
          </legend>
          {typeServices.map((service) => (
            <Checkbox
              key={service._id}
              isDisabled={isDisabled}
              isSelected={values.services.includes(service._id)}
              onChange={(isOn) =>
                onChange({
                  services: isOn
                    ? [...values.services, service._id]
                    : values.services.filter((id) => id !== service._id),
                })
              }
            >
              {service.name}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <section
        className="rounded-lg border border-slate-200 bg-slate-50 p-3"
        aria-label={t('bookings.price.title')}
      >
        <h2 className="mb-2 text-sm font-semibold">{t('bookings.price.title')}</h2>
        {breakdown ? (
          <PriceBreakdownView breakdown={breakdown} manualPrice={manualPrice} />
        ) : (
          <p className="text-sm text-slate-500">{t('bookings.price.needsRoomType', unit)}</p>
        )}
        <Switch
          className="mt-3"
          isDisabled={isDisabled}
          isSelected={values.isPriceManual}
          onChange={(isPriceManual) => onChange({ isPriceManual })}
        >
          {t('bookings.price.setManually')}
        </Switch>
        {values.isPriceManual && (
          <TextField
            className="mt-2 sm:w-48"
            label={t('bookings.price.manualLabel', { currency })}
            inputMode="decimal"
            isDisabled={isDisabled}
            value={values.manualPrice}
            onChange={(manualPrice) => onChange({ manualPrice })}
            errorMessage={error('manualPrice')}
            description={t('bookings.price.overrides')}
          />
        )}
      </section>
      <TextField
        label={t('bookings.form.notice')}
        isDisabled={isDisabled}
        value={values.notice}
        onChange={(notice) => onChange({ notice })}
        errorMessage={error('notice')}
      />
      {footer}
    </form>
  );
}
