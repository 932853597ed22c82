import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  paymentSettingsRequestSchema,
  type BankDetails,
  type PaymentSettings,
} from '@hotel/shared/contracts/payment-settings';
import { PAYMENT_METHODS, type PaymentMethod } from '@hotel/shared/payment-status';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Checkbox } from '@/components/ui/checkbox';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useSavePaymentSettingsMutation } from '../api/save-payment-settings';

interface PaymentSettingsValues {
  methods: PaymentMethod[];
  bankDetails: BankDetails;
}

const FIELDS = [
  'methods',
  'bankDetails.accountHolder',
  'bankDetails.iban',
  'bankDetails.bic',
  'bankDetails.bankName',
] as const;

function toValues(settings: PaymentSettings): PaymentSettingsValues {
  return { methods: settings.methods, bankDetails: settings.bankDetails };
}

function MethodsField({
  control,
}: {
  control: ReturnType<typeof useForm<PaymentSettingsValues>>['control'];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'methods' });
  const error = fieldErrorText(t, fieldState.error);
  const toggle = (method: PaymentMethod, isOn: boolean) =>
    field.onChange(
      PAYMENT_METHODS.filter((item) => (item === method ? isOn : field.value.includes(item))),
    );
  return (
    <fieldset aria-describedby={error ? 'payment-methods-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-900">
        {t('payments.settings.methods')}
      </legend>
      <p className="mt-0.5 text-sm text-slate-600">{t('payments.settings.methodsHint')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
          <Checkbox
            key={method}
            isSelected={field.value.includes(method)}
            onChange={(isOn) => toggle(method, isOn)}
            data-testid={`payment-method-${method}`}
          >
            {t(`paymentMethod.${method}`)}
          </Checkbox>
        ))}
      </div>
      {error && (
        <p id="payment-methods-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Accepted methods, the bank details for transfers and which online provider is connected. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const mutation = useSavePaymentSettingsMutation();
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger } =
    useForm<PaymentSettingsValues>({
      // The resolver's output is the parsed request (IBAN without spaces); the form keeps input.
      resolver: schemaResolver(paymentSettingsRequestSchema) as never,
      defaultValues: toValues(settings),
    });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);
  const methods = useWatch({ control, name: 'methods' });
  const needsBankDetails = methods.includes('bank_transfer');
  const provider =
    settings.provider.kind === 'local' ? 'local' : settings.provider.isLive ? 'live' : 'test';

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(toValues(saved));
        toast.success(t('payments.settings.saved'));
      },
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="payment-settings-form">
        <div className="flex flex-col gap-6 px-4 py-5 sm:px-6">
          <MethodsField control={control} />
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-semibold text-slate-900">
              {t('payments.settings.bankDetails')}
            </legend>
            <p className="text-sm text-slate-600">
              {t(
                needsBankDetails
                  ? 'payments.settings.bankDetailsRequired'
                  : 'payments.settings.bankDetailsHint',
              )}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormTextField
                control={control}
                name="bankDetails.accountHolder"
                label={t('payments.settings.accountHolder')}
                isRequired={needsBankDetails}
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="bankDetails.bankName"
                label={t('payments.settings.bankName')}
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="bankDetails.iban"
                label={t('payments.settings.iban')}
                isRequired={needsBankDetails}
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="bankDetails.bic"
                label={t('payments.settings.bic')}
                autoComplete="off"
              />
            </div>
          </fieldset>
          <section aria-labelledby="online-payments-title" className="flex flex-col gap-2">
            <h2 id="online-payments-title" className="text-sm font-semibold text-slate-900">
              {t('payments.settings.online')}
            </h2>
            <Alert
              tone={provider === 'live' ? 'success' : 'info'}
              title={
                <span data-testid="payment-provider">
                  {t(`payments.settings.provider.${provider}`)}
                </span>
              }
            >
              {t('payments.settings.onlineHint')}
            </Alert>
          </section>
        </div>
        <FormSaveBar
          error={mutation.error}
          isDirty={formState.isDirty}
          isPending={mutation.isPending}
          onDiscard={() => reset()}
          discardLabel={t('payments.settings.discard')}
          saveTestId="payment-settings-save"
        />
      </form>
    </BorderedContainer>
  );
}
