import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '@hotel/shared/contracts/public-booking';
import { CopyButton } from '@/features/public-page/flow/copy-button';
import { formatPrice } from '@/features/public-page/flow/format';

type BankTransfer = NonNullable<PublicBooking['payment']['bankTransfer']>;

/** An IBAN as people read it, in groups of four (copied without the spaces). */
const groupsOfFour = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** Where the visitor transfers the money to, each value copyable. */
export function BankTransferDetails({
  transfer,
  currency,
}: {
  transfer: BankTransfer;
  currency: string;
}) {
  const { t } = useTranslation();
  const rows = [
    { label: t('publicBooking.done.bank.accountHolder'), value: transfer.accountHolder },
    {
      label: t('publicBooking.done.bank.iban'),
      value: transfer.iban,
      shown: groupsOfFour(transfer.iban),
    },
    { label: t('publicBooking.done.bank.bic'), value: transfer.bic },
    { label: t('publicBooking.done.bank.bankName'), value: transfer.bankName },
    { label: t('publicBooking.done.bank.amount'), value: formatPrice(transfer.amount, currency) },
    { label: t('publicBooking.done.bank.reference'), value: transfer.reference },
  ].filter((row) => row.value);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('publicBooking.done.bank.intro')}</p>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-3"
          >
            <dt className="shrink-0 text-slate-600 sm:w-32">{row.label}</dt>
            {/* The copy button inside the dd: a dl's groups hold only dt and dd. */}
            <dd className="flex min-w-0 flex-1 items-center gap-3">
              <span className="min-w-0 flex-1 font-medium break-words text-slate-900">
                {row.shown ?? row.value}
              </span>
              <CopyButton value={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
