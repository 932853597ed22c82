import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicRoomType, PublicService } from '@hotel/shared/contracts/public-booking';
import { computeStayPrice, serviceAmount } from '@hotel/shared/pricing';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/skeleton';
import { availableRoomsQueryOptions } from '@/features/public-page/api/get-available-rooms';
import { publicRoomTypesQueryOptions } from '@/features/public-page/api/get-public-room-types';
import type { FlowState, StepProps } from '@/features/public-page/flow/booking-flow';
import { StaySummary } from '@/features/public-page/components/stay-summary';
import { formatPublicMoney } from '@/features/public-page/format-money';
import { nightsBetween } from '@hotel/shared/stay-dates';

/**
 * The room's price for the stay: the availability answer's (it knows the hotel's prices per
 * night), or, when that is not at hand (a reloaded link), the same formula the server uses.
 */
function useRoomPrice(hotel: string, state: FlowState, roomType: PublicRoomType | undefined) {
  const { arrival, departure, adults, kids } = state;
  const availability = useQuery(
    availableRoomsQueryOptions(hotel, { arrival, departure, adults, kids }),
  );
  const offer = availability.data?.roomTypes.find((entry) => entry.roomType._id === roomType?._id);
  if (offer) return offer.price.room;
  if (!roomType) return 0;
  return computeStayPrice({ arrival, departure, adults, kids, extraBeds: 0 }, roomType, []).room;
}

function ServiceOption({
  service,
  amount,
  currency,
  checked,
  onToggle,
}: {
  service: PublicService;
  amount: number;
  currency: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const id = `service-${service._id}`;
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-primary has-checked:bg-primary-soft">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-describedby={`${id}-price`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
          {service.name}
        </label>
        {service.description && <p className="text-sm text-slate-700">{service.description}</p>}
        <p id={`${id}-price`} className="text-sm text-slate-700">
          {t(`publicPage.services.charge.${service.charge}`, {
            price: formatPublicMoney(service.price, currency),
          })}
          {' · '}
          {t('publicPage.services.forThisStay', { amount: formatPublicMoney(amount, currency) })}
        </p>
      </div>
    </li>
  );
}

/** Step 3: extras of the chosen room type, with a running total. */
export function ServicesStep({ hotel, flow }: StepProps) {
  const { t } = useTranslation();
  const { state } = flow;
  const currency = hotel.setting.currency;
  const roomTypes = useQuery(publicRoomTypesQueryOptions(hotel.symbol_code));
  const roomType = roomTypes.data?.find((entry) => entry._id === state.roomType);
  const room = useRoomPrice(hotel.symbol_code, state, roomType);
  const nights = nightsBetween(state.arrival, state.departure);
  const persons = state.adults + state.kids;
  const services = roomType?.services ?? [];
  // Ids of services the type no longer offers are dropped, not charged.
  const chosen = services.filter((service) => state.services.includes(service._id));
  const total =
    room + chosen.reduce((sum, service) => sum + serviceAmount(service, nights, persons), 0);

  function toggle(id: string) {
    const next = state.services.includes(id)
      ? state.services.filter((service) => service !== id)
      : [...state.services, id];
    flow.update({ services: next });
  }

  if (roomTypes.isPending) return <Skeleton className="h-48 w-full" />;
  if (roomTypes.isError) return <Alert tone="error">{roomTypes.error.message}</Alert>;
  if (!roomType) {
    return (
      <Alert
        tone="warning"
        actions={
          <button type="button" className={buttonClasses({})} onClick={() => flow.go('rooms')}>
            {t('publicPage.services.chooseRoom')}
          </button>
        }
      >
        {t('publicPage.services.roomTypeGone')}
      </Alert>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        flow.go('details', { services: chosen.map((service) => service._id) });
      }}
    >
      <h3 className="text-lg font-semibold text-slate-900">{t('publicPage.services.title')}</h3>
      <StaySummary state={state} onChange={() => flow.go('dates')} />
      <p className="text-sm text-slate-700">
        {t('publicPage.services.roomType', { name: roomType.name })}
      </p>
      {services.length === 0 ? (
        <p className="text-sm text-slate-700">{t('publicPage.services.none')}</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {t('publicPage.services.legend')}
          </legend>
          <ul className="flex flex-col gap-2">
            {services.map((service) => (
              <ServiceOption
                key={service._id}
                service={service}
                amount={serviceAmount(service, nights, persons)}
                currency={currency}
                checked={state.services.includes(service._id)}
                onToggle={() => toggle(service._id)}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <dl className="flex flex-col gap-1 rounded-xl bg-slate-100 p-3 text-sm text-slate-800">
        <div className="flex justify-between gap-4">
          <dt>{t('publicPage.services.roomLine', { count: nights })}</dt>
          <dd className="tabular-nums">{formatPublicMoney(room, currency)}</dd>
        </div>
        {chosen.map((service) => (
          <div key={service._id} className="flex justify-between gap-4">
            <dt>{service.name}</dt>
            <dd className="tabular-nums">
              {formatPublicMoney(serviceAmount(service, nights, persons), currency)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 text-base font-semibold text-slate-900">
          <dt>{t('publicPage.services.total')}</dt>
          <dd className="tabular-nums" aria-live="polite" data-testid="services-total">
            {formatPublicMoney(total, currency)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          onClick={() => flow.go('rooms')}
        >
          {t('publicPage.flow.back')}
        </button>
        <button type="submit" className={buttonClasses({ size: 'lg' })}>
          {t('publicPage.flow.continue')}
        </button>
      </div>
    </form>
  );
}
