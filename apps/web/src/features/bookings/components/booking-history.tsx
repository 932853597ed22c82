import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BookingHistoryEntry } from '@hotel/shared/contracts/bookings';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useUnitContext } from '@/lib/session/use-unit-labels';

const MONEY_FIELDS = ['price'];

/** What a payment history entry stores about the payment (before and after). */
interface PaymentSnapshot {
  number?: number;
  method?: string;
  amount?: number;
  currency?: string;
  status?: string;
  grantsRoomAccess?: boolean;
}

function asPayment(value: unknown): PaymentSnapshot | null {
  return typeof value === 'object' && value !== null ? (value as PaymentSnapshot) : null;
}

/**
 * A payment entry as one sentence: "Payment 3: 120,00 € (Card at the desk), paid" when recorded,
 * "Payment 3: pending → paid" when changed. A change stores only the fields that changed
 * (status, grantsRoomAccess, notice); the change's field is always `payment`.
 */
function PaymentChange({ entry }: { entry: BookingHistoryEntry }) {
  const { t } = useTranslation();
  const change = entry.changes.find((item) => item.field === 'payment');
  const from = asPayment(change?.from);
  const to = asPayment(change?.to);
  if (!to) return null;
  const status = (value?: string) => (value ? t(`paymentStatus.${value}`) : '—');
  const number = to.number;

  let text: string;
  if (entry.action === 'payment_added') {
    text = t('bookings.history.paymentAddedText', {
      number,
      amount: to.amount !== undefined && to.currency ? formatMoney(to.amount, to.currency) : '—',
      method: to.method ? t(`paymentMethod.${to.method}`) : '—',
      status: status(to.status),
    });
  } else if (to.status !== undefined && from?.status !== to.status) {
    text = t('bookings.history.paymentStatusText', {
      number,
      from: status(from?.status),
      to: status(to.status),
    });
  } else if (to.grantsRoomAccess !== undefined) {
    text = t(
      to.grantsRoomAccess
        ? 'bookings.history.paymentAccessOnText'
        : 'bookings.history.paymentAccessOffText',
      { number },
    );
  } else {
    text = t('bookings.history.paymentNoticeText', { number });
  }
  return <p className="mt-1 text-slate-700">{text}</p>;
}

/**
 * Who made the change: a staff member by name, a guest marked as guest, an API key by its name,
 * the system by its source. Entries from before principals name the staff member or nobody.
 */
export function historyActorLabel(entry: BookingHistoryEntry, t: TFunction): string {
  const { actor } = entry;
  if (!actor) return entry.user?.name ?? t('bookings.history.system');
  switch (actor.kind) {
    case 'staff':
      return actor.name;
    case 'guest':
      return t('bookings.history.actorGuest', { name: actor.name });
    case 'api_key':
      return t('bookings.history.actorApiKey', { name: actor.name });
    case 'system':
      return t(`bookings.history.actorSystem.${actor.name}`, {
        defaultValue: t('bookings.history.system'),
      });
  }
}

/**
 * Who did what and when, in the order the API gives (newest first), with translated field names
 * and formatted values; a reference reads as the name it had then.
 */
export function BookingHistory({ entries }: { entries: BookingHistoryEntry[] }) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const dates = useHotelDates();
  const unit = useUnitContext();

  const show = (field: string, value: unknown): string => {
    if (Array.isArray(value)) {
      return value.length > 0 ? value.map((item) => show(field, item)).join(', ') : '—';
    }
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'status' && typeof value === 'string') return t(`bookingStatus.${value}`);
    if (MONEY_FIELDS.includes(field) && typeof value === 'number')
      return formatMoney(value, currency);
    if (typeof value === 'string' && isIsoDate(value)) return dates.date(value);
    if (typeof value === 'boolean') return t(value ? 'bookings.common.yes' : 'bookings.common.no');
    if (typeof value === 'object') {
      const named = value as {
        name?: string;
        number?: string;
        firstName?: string;
        lastName?: string;
      };
      return (
        named.name ?? named.number ?? [named.firstName, named.lastName].filter(Boolean).join(' ')
      );
    }
    return String(value as string | number);
  };

  if (entries.length === 0)
    return <p className="text-sm text-slate-500">{t('bookings.history.empty')}</p>;
  return (
    <ol
      className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4"
      data-testid="booking-history"
    >
      {entries.map((entry) => (
        <li key={entry._id} className="text-sm">
          <p className="font-medium text-slate-900">{t(`bookings.history.${entry.action}`)}</p>
          <p className="text-xs text-slate-500">
            {dates.dateTime(entry.createdAt)} · {historyActorLabel(entry, t)}
          </p>
          {entry.action === 'payment_added' || entry.action === 'payment_status' ? (
            <PaymentChange entry={entry} />
          ) : (
            entry.changes.length > 0 && (
              <ul className="mt-1 text-slate-700">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {t(`bookings.fields.${change.field}`, { ...unit, defaultValue: change.field })}:{' '}
                    {show(change.field, change.from)} → {show(change.field, change.to)}
                  </li>
                ))}
              </ul>
            )
          )}
        </li>
      ))}
    </ol>
  );
}

/** The booking page's history card (a stay's and a blocked period's page alike). */
export function BookingHistoryCard({ entries }: { entries: BookingHistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('bookings.history.title')} />
      <CardBody>
        <BookingHistory entries={entries} />
      </CardBody>
    </Card>
  );
}
