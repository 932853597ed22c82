import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_PAYMENT_METHODS,
  type PublicPageSettings,
  type PublicPageSettingsRequest,
  type PublicPaymentMethod,
} from '@hotel/shared/contracts/public-booking';
import { Checkbox } from '@/components/ui/checkbox';
import { TextLink } from '@/components/ui/text-link';
import { fieldErrorText } from '@/lib/form-errors';

/** Why a method cannot be offered yet (the key of its explanation), or null when it can. */
function unavailableReason(method: PublicPaymentMethod, settings: PublicPageSettings) {
  if (method === 'online' && !settings.onlinePayments.available) {
    return 'plugins.publicPage.onlineUnavailable';
  }
  if (method === 'bank_transfer' && !settings.bankTransferReady) {
    return 'plugins.publicPage.bankTransferUnavailable';
  }
  return null;
}

/**
 * How visitors may pay. Online needs the hotel's online payments, bank transfer its bank details;
 * both live in /settings/payments, linked from the explanation. A method that is on but no longer
 * available can still be switched off.
 */
export function PaymentMethodsField({
  control,
  settings,
}: {
  control: Control<PublicPageSettingsRequest>;
  settings: PublicPageSettings;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'payment_methods' });
  const error = fieldErrorText(t, fieldState.error);
  const toggle = (method: PublicPaymentMethod, isOn: boolean) =>
    field.onChange(
      PUBLIC_PAYMENT_METHODS.filter((item) =>
        item === method ? isOn : field.value.includes(item),
      ),
    );

  return (
    <fieldset
      aria-describedby={error ? 'public-payment-methods-error' : 'public-payment-methods-hint'}
    >
      <legend className="text-sm font-semibold text-slate-900">
        {t('plugins.publicPage.paymentMethods')}
      </legend>
      <p id="public-payment-methods-hint" className="mt-0.5 text-sm text-slate-600">
        {t('plugins.publicPage.paymentMethodsHint')}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {PUBLIC_PAYMENT_METHODS.map((method) => {
          const reason = unavailableReason(method, settings);
          const isOn = field.value.includes(method);
          return (
            <li key={method} className="flex flex-col gap-1">
              <Checkbox
                isSelected={isOn}
                isDisabled={reason !== null && !isOn}
                onChange={(next) => toggle(method, next)}
                data-testid={`public-payment-method-${method}`}
                className="data-disabled:cursor-not-allowed data-disabled:text-slate-500"
              >
                {t(`plugins.publicPage.method.${method}`)}
              </Checkbox>
              {reason && (
                <p className="ml-6.5 text-xs text-slate-600">
                  {t(reason)}{' '}
                  <TextLink to="/settings/payments">
                    {t('plugins.publicPage.paymentSettingsLink')}
                  </TextLink>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="public-payment-methods-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
