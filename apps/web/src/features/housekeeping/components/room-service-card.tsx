import { Check, Clock, MoreVertical, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomService } from '@hotel/shared/contracts/room-service';
import { Button } from '@/components/ui/button';
import { Menu, MenuButton, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { formatTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { primaryStep } from './board';
import { RoomServiceStatusBadge } from './room-service-status-badge';
import { describeKind, formatServiceWindow } from './service-format';
import type { SheetStep } from './status-sheet';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { useHotelDates } from '@/lib/session/use-hotel-dates';

export interface CardActions {
  /** Opens the sheet for a step; absent for people who may only look. */
  onStep?: (item: RoomService, step: SheetStep) => void;
  onCancel?: (item: RoomService) => void;
}

/** What the record is for, with the booking and guest linked when there is one. */
export function RoomServiceSubject({ item }: { item: RoomService }) {
  const { t } = useTranslation();
  const label = describeKind(t, item);
  if (!item.booking) return <span>{label}</span>;
  return (
    <span>
      <Link
        to={`/booking/${item.booking._id}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {label}
      </Link>
      {item.booking.guestName && (
        <span className="text-slate-600"> · {item.booking.guestName}</span>
      )}
    </span>
  );
}

/** More steps than the big button: notice, back to open, cancel (which asks first). */
function MoreActions({ item, onStep, onCancel }: Required<CardActions> & { item: RoomService }) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  return (
    <MenuButton>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('housekeeping.card.actions', { ...unit, number: item.room.number })}
        className="-mr-2"
      >
        <MoreVertical aria-hidden className="size-5" />
      </Button>
      <Menu
        onAction={(key) => {
          if (key === 'cancel') onCancel(item);
          else onStep(item, key as SheetStep);
        }}
      >
        <MenuItem id="notice">{t('housekeeping.card.editNotice')}</MenuItem>
        {item.status === 'in_progress' && (
          <MenuItem id="open">{t('housekeeping.card.reopen')}</MenuItem>
        )}
        <MenuSeparator />
        <MenuItem id="cancel" className="text-red-700">
          {t('housekeeping.card.cancel')}
        </MenuItem>
      </Menu>
    </MenuButton>
  );
}

/** One room on the board: room, what and when, status, notice, and the next step as a big button. */
export function RoomServiceCard({
  item,
  timeZone,
  actions,
}: {
  item: RoomService;
  timeZone: string;
  actions: CardActions;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const dates = useHotelDates();
  const { onStep, onCancel } = actions;
  const step = primaryStep(item.status);
  const isActionable = onStep && onCancel && step !== null;
  return (
    <article
      data-testid="room-service-card"
      aria-label={t('housekeeping.card.room', { ...unit, number: item.room.number })}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg leading-tight font-semibold text-slate-900">
            {t('housekeeping.card.room', { ...unit, number: item.room.number })}
          </h3>
          <p className="truncate text-xs text-slate-500">
            {item.room.roomType.name} ({item.room.roomType.shortCode})
          </p>
        </div>
        <div className="flex items-center gap-1">
          <RoomServiceStatusBadge status={item.status} />
          {isActionable && <MoreActions item={item} onStep={onStep} onCancel={onCancel} />}
        </div>
      </div>
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        <RoomServiceSubject item={item} />
        <p className="flex items-center gap-1.5 text-slate-600">
          <Clock aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="sr-only">{t('housekeeping.card.window')}:</span>
          {formatServiceWindow(item, timeZone, dates.date)}
        </p>
        {item.status === 'done' && item.doneAt && (
          <p className="text-emerald-700">
            {t('housekeeping.card.doneAt', {
              time: formatTime(new Date(item.doneAt), currentLanguage(), timeZone),
            })}
          </p>
        )}
        {item.notice && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 whitespace-pre-line text-amber-900">
            <span className="sr-only">{t('housekeeping.card.notice')}: </span>
            {item.notice}
          </p>
        )}
      </div>
      {isActionable && (
        <div className="flex flex-col gap-2">
          <Button
            size="xl"
            isFullWidth
            onPress={() => onStep(item, step)}
            data-testid="room-service-primary"
          >
            {step === 'in_progress' ? (
              <Play aria-hidden className="size-5" />
            ) : (
              <Check aria-hidden className="size-5" />
            )}
            {t(step === 'in_progress' ? 'housekeeping.card.start' : 'housekeeping.card.done')}
          </Button>
          {item.status === 'open' && (
            <Button
              size="xl"
              variant="secondary"
              isFullWidth
              onPress={() => onStep(item, 'done')}
              data-testid="room-service-finish"
            >
              <Check aria-hidden className="size-5" />
              {t('housekeeping.card.finishNow')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
