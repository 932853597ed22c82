import { useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { optionalText } from '@hotel/shared/contracts/fields';
import { PAYMENT_CREATE_STATUSES, type PaymentMethod } from '@hotel/shared/payment-status';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormMoneyField } from '@/components/ui/form-money-field';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { toMoneyInput } from '@/lib/money';
import { moneyText, toMinor } from '@/lib/money-schema';
import { useCreatePaymentMutation } from '@/lib/payment-data/create-payment';

const FIELDS = ['method', 'amount', 'status', 'grantsRoomAccess', 'notice'] as const;

/** The form's own check mirrors the API's (spec §5: method required, amount above 0). */
function recordPaymentSchema(currency: string) {
  return z.object({
    method: z.string().min(1, 'validation.paymentMethodRequired'),
    amount: moneyText(currency).refine(
      (text) => toMinor(text, currency) > 0,
      'validation.paymentAmountRequired',
    ),
    status: z.enum(PAYMENT_CREATE_STATUSES),
    grantsRoomAccess: z.boolean(),
    notice: optionalText(500),
  });
}
type RecordPaymentValues = z.input<ReturnType<typeof recordPaymentSchema>>;

/** Records a payment on a booking: a deposit, the rest, or a request the guest still has to pay. */
export function RecordPaymentDialog({
  bookingId,
  openAmount,
  currency,
  methods,
  isOpen,
  onClose,
}: {
  bookingId: string;
  /** Prefills the amount while something is still owed. */
  openAmount: number;
  currency: string;
  /** What the hotel accepts (hotel.payments.methods). */
  methods: readonly PaymentMethod[];
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={t('bookings.payments.recordTitle')}
    >
      {isOpen && (
        <RecordPaymentForm
          bookingId={bookingId}
          openAmount={openAmount}
          currency={currency}
          methods={methods}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function RecordPaymentForm({
  bookingId,
  openAmount,
  currency,
  methods,
  onClose,
}: {
  bookingId: string;
  openAmount: number;
  currency: string;
  methods: readonly PaymentMethod[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => recordPaymentSchema(currency), [currency]);
  const mutation = useCreatePaymentMutation();
  const { control, handleSubmit, setError } = useForm<RecordPaymentValues>({
    resolver: schemaResolver(schema),
    defaultValues: {
      // One accepted method needs no choice; with several the desk picks on purpose.
      method: methods.length === 1 ? methods[0] : '',
      amount: openAmount > 0 ? toMoneyInput(openAmount, currency) : '',
      status: 'paid',
      grantsRoomAccess: false,
      notice: '',
    },
  });
  const grantsRoomAccess = useController({ control, name: 'grantsRoomAccess' });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        booking: bookingId,
        method: values.method as PaymentMethod,
        amount: toMinor(values.amount, currency),
        status: values.status,
        grantsRoomAccess: values.grantsRoomAccess,
        notice: values.notice,
      },
      {
        onSuccess: (payment) => {
          toast.success(t('bookings.payments.recorded', { number: payment.number }));
          onClose();
        },
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="record-payment-form">
      <DialogBody>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelect
              control={control}
              name="method"
              label={t('bookings.payments.method')}
              placeholder={t('bookings.payments.chooseMethod')}
              isRequired
              options={methods.map((method) => ({
                id: method,
                label: t(`paymentMethod.${method}`),
              }))}
            />
            <FormMoneyField
              control={control}
              name="amount"
              label={t('bookings.payments.amount')}
              currency={currency}
              isRequired
            />
          </div>
          <FormSelect
            control={control}
            name="status"
            label={t('bookings.payments.status')}
            description={t('bookings.payments.statusHint')}
            isRequired
            options={PAYMENT_CREATE_STATUSES.map((status) => ({
              id: status,
              label: t(`paymentStatus.${status}`),
            }))}
          />
          <Checkbox
            isSelected={grantsRoomAccess.field.value}
            onChange={grantsRoomAccess.field.onChange}
          >
            {t('bookings.payments.grantsRoomAccessLabel')}
          </Checkbox>
          <FormTextField control={control} name="notice" label={t('bookings.payments.notice')} />
          <FormError error={mutation.error} />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="record-payment-save">
          {t('bookings.payments.record')}
        </Button>
      </DialogFooter>
    </form>
  );
}
