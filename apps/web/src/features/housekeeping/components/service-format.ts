import type { RoomService } from '@hotel/shared/contracts/room-service';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import type { TFunction } from 'i18next';
import { formatTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/**
 * "11:00 – 15:00"; "21:58 – 24:00" for a window that runs to the end of its day (the server's
 * end when check-in time is already past); "11:00 – 22.11.2026 15:00" when it ends later.
 */
export function formatServiceWindow(
  item: Pick<RoomService, 'start' | 'end'>,
  timeZone: string,
  formatDate: (date: string) => string,
) {
  const language = currentLanguage();
  const start = new Date(item.start);
  const end = new Date(item.end);
  const from = formatTime(start, language, timeZone);
  const to = formatTime(end, language, timeZone);
  const startDay = todayIn(timeZone, start);
  const endDay = todayIn(timeZone, end);
  if (startDay === endDay) return `${from} – ${to}`;
  if (endDay === addDays(startDay, 1) && to === '00:00') return `${from} – 24:00`;
  return `${from} – ${formatDate(endDay)} ${to}`;
}

/** What the record is for, without the guest: departure of booking 12, stay-over, manual. */
export function describeKind(t: TFunction, item: Pick<RoomService, 'kind' | 'booking'>) {
  if (item.kind === 'manual') return t('housekeeping.card.manual');
  const key = item.kind === 'departure' ? 'departure' : 'stayOver';
  if (!item.booking) return t(`housekeeping.card.${key}Plain`);
  return t(`housekeeping.card.${key}`, { number: item.booking.number });
}
