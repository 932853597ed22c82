import { useTranslation } from 'react-i18next';
import type { StepProps } from '@/features/public-page/flow/booking-flow';

/** Placeholder of flow1's branch so the step registry compiles; flow2's step replaces this file. */
export function PaymentStep(_props: StepProps) {
  const { t } = useTranslation();
  return (
    <h3 className="text-lg font-semibold text-slate-900">{t('publicPage.flow.steps.payment')}</h3>
  );
}
