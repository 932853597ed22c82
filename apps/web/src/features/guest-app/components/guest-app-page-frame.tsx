import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { PageSpinner } from '@/components/ui/spinner';
import { useGuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { GuestAppDisabledNotice } from '@/features/guest-app/components/guest-app-disabled-notice';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';

/**
 * Every guest-app page first checks that the hotel has its guest app on. Guest sign-in by
 * mobile number and the booking screens build on the guest endpoints (spec §7).
 */
export function GuestAppPageFrame({
  children,
}: {
  children: (config: GuestAppConfig) => ReactNode;
}) {
  const hotel = useGuestAppHotel();
  const { data: config } = useGuestAppConfig(hotel);
  if (!config) return <PageSpinner />;
  if (!config.guest_app.enabled) return <GuestAppDisabledNotice config={config} />;
  return <>{children(config)}</>;
}

export function GuestAppPanel({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-white/95 p-6 shadow-lg sm:p-10">
      <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <KeyRound aria-hidden className="size-6" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
      <p className="mt-4 text-xs text-slate-500">{t('guestApp.contactHint')}</p>
    </div>
  );
}
