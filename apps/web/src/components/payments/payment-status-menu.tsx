import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  nextPaymentStatuses,
  paymentStatusNeedsConfirmation,
  type PaymentStatus,
} from '@hotel/shared/payment-status';
import { Button } from '@/components/ui/button';
import { Menu, MenuButton, MenuItem } from '@/components/ui/menu';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useUpdatePaymentMutation } from '@/lib/payment-data/update-payment';

/**
 * Shared by the payments list and a booking's payments panel; it drives the payment data's
 * mutation, so it lives here and not among the ui primitives, which know no feature data.
 * The statuses a payment may move to next (the shared rules, so nothing the server refuses is
 * offered). Paid and canceled are final, so they are confirmed first. Nothing shows for a
 * payment that is already final.
 */
export function PaymentStatusMenu({
  payment,
}: {
  payment: { _id: string; number: number; status: PaymentStatus };
}) {
  const { t } = useTranslation();
  const mutation = useUpdatePaymentMutation();
  const choices = nextPaymentStatuses(payment.status);
  if (choices.length === 0) return null;

  const onChoose = async (status: PaymentStatus) => {
    if (paymentStatusNeedsConfirmation(status)) {
      const isSure = await isConfirmed({
        title: t(`payments.statusMenu.${status}ConfirmTitle`, { number: payment.number }),
        message: t(`payments.statusMenu.${status}ConfirmMessage`),
        confirmLabel: t(`payments.statusMenu.${status}`),
        tone: status === 'canceled' ? 'danger' : 'default',
      });
      if (!isSure) return;
    }
    mutation.mutate(
      { id: payment._id, body: { status } },
      {
        onSuccess: () =>
          toast.success(
            t('payments.statusMenu.changed', {
              number: payment.number,
              status: t(`paymentStatus.${status}`),
            }),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <MenuButton>
      <Button
        size="xs"
        variant="secondary"
        isLoading={mutation.isPending}
        data-testid={`payment-status-menu-${payment.number}`}
      >
        {t('payments.statusMenu.label')}
        <span className="sr-only">
          {' '}
          {t('payments.statusMenu.ofPayment', { number: payment.number })}
        </span>
        <ChevronDown aria-hidden className="size-3.5" />
      </Button>
      <Menu onAction={(key) => void onChoose(key as PaymentStatus)}>
        {choices.map((status) => (
          <MenuItem key={status} id={status} textValue={t(`payments.statusMenu.${status}`)}>
            {t(`payments.statusMenu.${status}`)}
          </MenuItem>
        ))}
      </Menu>
    </MenuButton>
  );
}
