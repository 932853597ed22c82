import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatGuestInstant } from '@/features/guest-app/components/format';

/** Shown over the copy stored on the device while the server cannot be reached. */
export function OfflineNote({ savedAt }: { savedAt: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-950"
      data-testid="guest-offline-note"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {t('guestApp.booking.offline', { time: formatGuestInstant(savedAt) })}
    </p>
  );
}
