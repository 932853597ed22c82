import { Mail, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_GATEWAYS,
  NOTIFICATION_MESSAGES,
  type NotificationGateway,
  type NotificationMessage,
} from '@hotel/shared/guest-notifications';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { Select } from '@/components/ui/select';
import { useSendGuestNotificationMutation } from '../api/send-guest-notification';
import { toastSendOutcome } from './send-outcome-toast';

const gatewayIcons = { email: Mail, sms: MessageSquareText } as const;

/** "Send now": one message over one channel to the main guest, after saying who gets what. */
export function SendMessageDialog({
  bookingId,
  guest,
  isOpen,
  onClose,
}: {
  bookingId: string;
  guest: { _id: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useSendGuestNotificationMutation();
  const [message, setMessage] = useState<NotificationMessage>('check_in');
  const [gateway, setGateway] = useState<NotificationGateway>('email');
  const close = () => {
    mutation.reset();
    onClose();
  };
  const onSend = () =>
    mutation.mutate(
      { bookingId, guestId: guest._id, gateway, message },
      {
        onSuccess: (item) => {
          toastSendOutcome(t, item);
          close();
        },
      },
    );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable
      title={t('bookings.messages.sendTitle')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
        data-testid="send-message-form"
      >
        <DialogBody>
          <div className="flex flex-col gap-4">
            <Select
              label={t('bookings.messages.message')}
              options={NOTIFICATION_MESSAGES.map((id) => ({
                id,
                label: t(`notificationMessage.${id}`),
              }))}
              value={message}
              onChange={(value) => setMessage(value as NotificationMessage)}
              data-testid="send-message-message"
            />
            <RadioCardGroup
              label={t('bookings.messages.channel')}
              name="send-message-channel"
              value={gateway}
              onChange={(value) => setGateway(value as NotificationGateway)}
              options={NOTIFICATION_GATEWAYS.map((id) => {
                const Icon = gatewayIcons[id];
                return {
                  id,
                  label: t(`notificationGateway.${id}`),
                  icon: <Icon aria-hidden className="size-4" />,
                };
              })}
            />
            <p className="text-sm text-slate-700" data-testid="send-message-summary">
              {t('bookings.messages.sendSummary', {
                message: t(`notificationMessage.${message}`),
                channel: t(`notificationGateway.${gateway}`),
                name: guest.name,
              })}
            </p>
            <FormError error={mutation.error} />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onPress={close}>
            {t('app.common.cancel')}
          </Button>
          <Button type="submit" isLoading={mutation.isPending} data-testid="send-message-confirm">
            {t('bookings.messages.send')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
