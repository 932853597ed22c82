import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '@/lib/online-status';

/** A banner while offline and a short note when the connection is back. */
export function OnlineIndicator() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!isOnline) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      // The toaster is loaded lazily (root shell); by the time a connection comes back it is there.
      void import('sonner').then(({ toast }) => toast.success(t('app.network.backOnline')));
    }
  }, [isOnline, t]);

  if (isOnline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 bottom-0 z-[55] flex items-center justify-center gap-2 bg-slate-900 px-4 py-2.5 text-sm text-white"
    >
      <WifiOff aria-hidden className="size-4" />
      {t('app.network.offline')}
    </div>
  );
}
