import { useTranslation } from 'react-i18next';
import type { TemplatePreview as Preview } from '@hotel/shared/contracts/guest-notifications';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SmsCounter } from './sms-counter';

/** The message as the guest would get it, filled with a real booking's data. */
export function TemplatePreview({
  preview,
  isLoading,
  error,
}: {
  preview: Preview | undefined;
  isLoading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="template-preview-title"
      aria-busy={isLoading}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-testid="template-preview"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="template-preview-title" className="text-sm font-semibold text-slate-900">
          {t('guestNotifications.preview.title')}
        </h3>
        {preview && (
          <span className="text-xs text-slate-500" data-testid="preview-booking">
            {preview.bookingNumber === null
              ? t('guestNotifications.preview.sampleData')
              : t('guestNotifications.preview.withBooking', { number: preview.bookingNumber })}
          </span>
        )}
      </div>
      {error && <Alert tone="warning">{error}</Alert>}
      {!preview && isLoading && (
        <div className="flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {preview && (
        <div className="flex flex-col gap-3 text-sm">
          <div>
            <p className="text-xs font-medium text-slate-500">
              {t('guestNotifications.preview.email')}
            </p>
            <p className="mt-1 font-semibold text-slate-900" data-testid="preview-subject">
              {preview.subject}
            </p>
            <p
              className="mt-2 rounded-md bg-white p-3 whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
              data-testid="preview-body"
            >
              {preview.body}
            </p>
          </div>
          <div>
            <p className="text-xs font-medium text-slate-500">
              {t('guestNotifications.preview.sms')}
            </p>
            <p
              className="mt-1 max-w-xs rounded-2xl rounded-bl-sm bg-white p-3 whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
              data-testid="preview-sms"
            >
              {preview.sms}
            </p>
            <SmsCounter text={preview.sms} />
          </div>
        </div>
      )}
    </section>
  );
}
