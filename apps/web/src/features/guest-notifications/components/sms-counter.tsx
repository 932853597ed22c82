import { useTranslation } from 'react-i18next';
import { smsSegments } from '@hotel/shared/sms-segments';

/** "87 characters · 1 SMS · GSM-7": what the text costs, as the network counts it. */
export function SmsCounter({ text, id }: { text: string; id?: string }) {
  const { t } = useTranslation();
  const length = smsSegments(text);
  const encoding =
    length.encoding === 'GSM-7'
      ? t('guestNotifications.sms.gsm')
      : t('guestNotifications.sms.unicode');
  return (
    <span id={id} data-testid="sms-counter" className="text-xs text-slate-500 tabular-nums">
      {[
        t('guestNotifications.sms.characters', { count: length.characters }),
        t('guestNotifications.sms.segments', { count: length.segments }),
        encoding,
      ].join(' · ')}
    </span>
  );
}
