import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';

/** What a guest sees while guest sign-in is not set up for the hotel. */
export function GuestAppDisabledNotice({ config }: { config: GuestAppConfig }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-2xl bg-white/95 p-6 text-center shadow-lg sm:p-10"
      data-testid="guest-app-disabled"
    >
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <Smartphone aria-hidden className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{t('guestApp.disabled.title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {t('guestApp.disabled.text', { hotel: config.name })}
      </p>
    </div>
  );
}
