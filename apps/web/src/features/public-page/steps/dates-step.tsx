import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { buttonClasses } from '@/components/ui/button-classes';
import { errorClasses, inputClasses, labelClasses } from '@/components/ui/field-classes';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces, SHARED_MESSAGES } from '@/lib/i18n';
import type { StepProps } from '@/features/public-page/flow/booking-flow';
import { MAX_GUESTS } from '@/features/public-page/flow/flow-limits';
import { takeStayErrors, type StayFieldErrors } from '@/features/public-page/flow/flow-errors';
import type { StayInput, StayIssues, StayMessage } from '@/features/public-page/flow/stay-checks';
import { formatShortDate } from '@/features/public-page/format-date';

// The month grid is a chunk of its own, loaded when the visitor opens it (or is about to).
const loadPicker = () => import('@/features/public-page/steps/date-range-picker');
const loadStayChecks = () => import('@/features/public-page/flow/stay-checks');
const DateRangePicker = lazy(async () => ({ default: (await loadPicker()).DateRangePicker }));

type StayField = keyof StayFieldErrors;

function DateButton({
  id,
  label,
  value,
  error,
  isOpen,
  onOpen,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0 flex-1">
      <label id={`${id}-label`} htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <button
        id={id}
        type="button"
        // The field's name and its value, as a screen reader reads a filled field.
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={isOpen}
        aria-describedby={error ? errorId : undefined}
        onClick={onOpen}
        onPointerEnter={() => void loadPicker()}
        data-invalid={error ? true : undefined}
        className={clsx(inputClasses, 'flex min-h-11 cursor-pointer items-center gap-2 text-left')}
      >
        <span id={`${id}-value`} className={clsx('truncate', !value && 'text-slate-600')}>
          {value ? formatShortDate(value) : t('publicPage.dates.choose')}
        </span>
      </button>
      {error && (
        <p id={errorId} className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}

function GuestField({
  id,
  label,
  value,
  min,
  hasError,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: number;
  hasError: boolean;
  errorId: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={MAX_GUESTS}
        value={value}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? errorId : undefined}
        data-invalid={hasError || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClasses, 'min-h-11')}
      />
    </div>
  );
}

/** Step 1: when, and how many. The values go to the URL as they are chosen. */
export function DatesStep({ hotel, flow }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const { state } = flow;
  const [arrival, setArrival] = useState(state.arrival);
  const [departure, setDeparture] = useState(state.departure);
  const [adults, setAdults] = useState(String(state.adults));
  const [kids, setKids] = useState(String(state.kids));
  const [issues, setIssues] = useState<StayIssues>({});
  const [serverErrors, setServerErrors] = useState<StayFieldErrors>(takeStayErrors);
  const [picking, setPicking] = useState<'arrival' | 'departure' | null>(null);
  const pickerOpener = useRef<HTMLButtonElement | null>(null);
  const rules = {
    today: hotel.setting.today,
    minStay: hotel.public_page.min_stay_days,
    maxStay: hotel.public_page.max_stay_nights,
  };

  // What a search needs (the checks, the shared messages): fetched while the visitor chooses.
  useEffect(() => {
    void loadStayChecks().catch(() => undefined);
    void loadNamespaces([SHARED_MESSAGES]).catch(() => undefined);
  }, []);

  const stay = (): StayInput => ({
    arrival,
    departure,
    adults: Number(adults),
    kids: Number(kids || 0),
  });

  function forget(...fields: StayField[]) {
    setIssues((current) => omit(current, fields));
    setServerErrors((current) => omit(current, fields));
  }

  function messageOf(field: StayField): string | undefined {
    const issue: StayMessage | undefined = issues[field];
    return issue ? t(issue.key, issue.values) : serverErrors[field];
  }

  function openPicker(field: 'arrival' | 'departure') {
    pickerOpener.current = document.getElementById(`${id}-${field}`) as HTMLButtonElement | null;
    setPicking((current) => (current === field ? null : field));
  }

  function choose(range: { arrival: string; departure: string }) {
    setArrival(range.arrival);
    setDeparture(range.departure);
    forget('arrival', 'departure');
    flow.update({ arrival: range.arrival, departure: range.departure });
  }

  function closePicker() {
    setPicking(null);
    pickerOpener.current?.focus();
  }

  function setGuests(field: 'adults' | 'kids', value: string) {
    if (field === 'adults') setAdults(value);
    else setKids(value);
    forget('guests');
    const number = Number(value);
    if (value !== '' && Number.isInteger(number) && number >= 0 && number <= MAX_GUESTS) {
      flow.update({ [field]: number });
    }
  }

  async function search() {
    const input = stay();
    // The checks (and their words, the shared catalogue's) are needed on submit only: not in the
    // first screen's JavaScript. Both were asked for when the step opened.
    const [{ checkStay }] = await Promise.all([
      loadStayChecks(),
      loadNamespaces([SHARED_MESSAGES]).catch(() => undefined),
    ]);
    const found = checkStay(input, rules);
    setIssues(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      const first = (['arrival', 'departure', 'guests'] as const).find((field) => found[field]);
      document.getElementById(`${id}-${first === 'guests' ? 'adults' : first}`)?.focus();
      return;
    }
    flow.go('rooms', { ...input, roomType: '', services: [] });
  }

  const nights =
    arrival && departure && departure > arrival ? nightsBetween(arrival, departure) : 0;
  const guestsError = messageOf('guests');

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void search();
      }}
    >
      <h3 className="text-lg font-semibold text-slate-900">{t('publicPage.dates.title')}</h3>
      <div className="flex flex-col gap-4 sm:flex-row">
        <DateButton
          id={`${id}-arrival`}
          label={t('publicPage.dates.arrival')}
          value={arrival}
          error={messageOf('arrival')}
          isOpen={picking === 'arrival'}
          onOpen={() => openPicker('arrival')}
        />
        <DateButton
          id={`${id}-departure`}
          label={t('publicPage.dates.departure')}
          value={departure}
          error={messageOf('departure')}
          isOpen={picking === 'departure'}
          onOpen={() => openPicker('departure')}
        />
      </div>
      {picking && (
        <Suspense fallback={<Spinner className="mx-auto" label={t('app.common.loading')} />}>
          <DateRangePicker
            hotel={hotel.symbol_code}
            today={rules.today}
            minStay={rules.minStay}
            maxStay={rules.maxStay}
            arrival={arrival}
            departure={departure}
            picking={picking}
            onPickingChange={setPicking}
            onChange={choose}
            onClose={closePicker}
          />
        </Suspense>
      )}
      {nights > 0 && (
        <p className="text-sm text-slate-700" data-testid="dates-nights">
          {t('publicPage.dates.nights', { count: nights })}
        </p>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t('publicPage.dates.guests')}</legend>
        <div className="flex gap-4">
          <GuestField
            id={`${id}-adults`}
            label={t('publicPage.dates.adults')}
            value={adults}
            min={1}
            hasError={Boolean(guestsError)}
            errorId={`${id}-guests-error`}
            onChange={(value) => setGuests('adults', value)}
          />
          <GuestField
            id={`${id}-kids`}
            label={t('publicPage.dates.kids')}
            value={kids}
            min={0}
            hasError={Boolean(guestsError)}
            errorId={`${id}-guests-error`}
            onChange={(value) => setGuests('kids', value)}
          />
        </div>
        {guestsError && (
          <p id={`${id}-guests-error`} className={errorClasses}>
            {guestsError}
          </p>
        )}
      </fieldset>
      {hotel.public_page.min_stay_days > 1 && (
        <p className="text-sm text-slate-600">
          {t('publicPage.dates.minStayHint', { count: hotel.public_page.min_stay_days })}
        </p>
      )}
      <button type="submit" className={buttonClasses({ size: 'lg', className: 'sm:self-start' })}>
        {t('publicPage.dates.search')}
      </button>
    </form>
  );
}

function omit<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
