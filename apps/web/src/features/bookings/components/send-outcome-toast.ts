import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import type { GuestNotification } from '@hotel/shared/contracts/guest-notifications';

/**
 * What the desk hears after "Send now" or "Resend": a message that could not go (no email
 * address, SMS switched off …) says why, instead of a cheerful "sent".
 */
export function toastSendOutcome(t: TFunction, item: GuestNotification) {
  if (item.status === 'unsent' || item.status === 'failed') {
    toast.error(
      t('bookings.messages.notSent', { reason: t(`deliveryReason.${item.reason ?? 'unknown'}`) }),
    );
    return;
  }
  toast.success(t('bookings.messages.sent'));
}
