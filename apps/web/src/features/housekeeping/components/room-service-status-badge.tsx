import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { RoomServiceStatus } from '@hotel/shared/room-service-status';

/** One tone per status, so a housekeeper sees at a glance what is left. */
const tones: Record<RoomServiceStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  in_progress: 'bg-sky-50 text-sky-800 ring-sky-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function RoomServiceStatusBadge({ status }: { status: RoomServiceStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="room-service-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`roomServiceStatus.${status}`)}
    </span>
  );
}
