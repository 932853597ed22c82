import { Mail, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingsResponse } from '@hotel/shared/contracts/guest-notifications';
import { Switch } from '@/components/ui/checkbox';
import type { NotificationSettingsValues } from './settings-form-values';

function ChannelSwitch({
  control,
  name,
  icon,
  service,
}: {
  control: Control<NotificationSettingsValues>;
  name: 'emailEnabled' | 'smsEnabled';
  icon: ReactNode;
  service: string;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const descriptionId = `channel-${name}-service`;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3">
      <Switch
        isSelected={field.value}
        onChange={field.onChange}
        aria-describedby={descriptionId}
        data-testid={`channel-${name}`}
        className="font-medium text-slate-900"
      >
        <span className="inline-flex items-center gap-2">
          {icon}
          {t(`guestNotifications.channels.${name}`)}
        </span>
      </Switch>
      <p
        id={descriptionId}
        className="ml-11 text-sm text-slate-600"
        data-testid={`${name}-service`}
      >
        {service}
      </p>
    </div>
  );
}

/** Email and SMS on or off, each with the service it goes through now, in a hotelier's words. */
export function ChannelFields({
  control,
  settings,
}: {
  control: Control<NotificationSettingsValues>;
  settings: NotificationSettingsResponse;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChannelSwitch
        control={control}
        name="emailEnabled"
        icon={<Mail aria-hidden className="size-4 text-slate-500" />}
        service={t(`guestNotifications.channels.emailService.${settings.gateways.email}`)}
      />
      <ChannelSwitch
        control={control}
        name="smsEnabled"
        icon={<MessageSquareText aria-hidden className="size-4 text-slate-500" />}
        service={t(`guestNotifications.channels.smsService.${settings.gateways.sms}`)}
      />
    </div>
  );
}
