import type { RoomService } from '@hotel/shared/contracts/room-service';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { ROOM_SERVICE_STATUSES, type RoomServiceStatus } from '@hotel/shared/room-service-status';
import { compactSearchParams, knownValue } from '@/lib/list-params';

export interface BoardGroups {
  /** Departures and manual records still to do: open first, then in progress. */
  toClean: RoomService[];
  /** Stay-over service still to do, in the same order. */
  stayOver: RoomService[];
  /** Finished on this day, most recently finished first. */
  done: RoomService[];
}

const STATUS_ORDER: Record<RoomServiceStatus, number> = {
  open: 0,
  in_progress: 1,
  done: 2,
  canceled: 3,
};

const roomNumbers = new Intl.Collator(undefined, { numeric: true });

function byStatusStartRoom(a: RoomService, b: RoomService) {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    a.start.localeCompare(b.start) ||
    roomNumbers.compare(a.room.number, b.room.number)
  );
}

function isPending(item: RoomService) {
  return item.status === 'open' || item.status === 'in_progress';
}

/** Splits one day's records into the board's three columns; canceled ones stay off the board. */
export function groupBoard(items: readonly RoomService[]): BoardGroups {
  const pending = items.filter(isPending).sort(byStatusStartRoom);
  return {
    toClean: pending.filter((item) => item.kind !== 'stay_over'),
    stayOver: pending.filter((item) => item.kind === 'stay_over'),
    done: items
      .filter((item) => item.status === 'done')
      .sort((a, b) => (b.doneAt ?? '').localeCompare(a.doneAt ?? '')),
  };
}

/** The list below the board: every record of the day, in the board's order. */
export function sortForList(items: readonly RoomService[]) {
  return [...items].sort(byStatusStartRoom);
}

/** The step the big button offers: start an open room, finish one in progress. */
export function primaryStep(status: RoomServiceStatus): 'in_progress' | 'done' | null {
  if (status === 'open') return 'in_progress';
  if (status === 'in_progress') return 'done';
  return null;
}

export interface BoardParams {
  /** The day shown, or null for the hotel's today. */
  date: string | null;
  /** The list's status filter, or null for all. */
  status: RoomServiceStatus | null;
}

export function readBoardParams(params: URLSearchParams): BoardParams {
  const date = params.get('date');
  return {
    date: date && isIsoDate(date) ? date : null,
    status: knownValue(params.get('status'), ROOM_SERVICE_STATUSES, null),
  };
}

export function writeBoardParams(params: BoardParams): URLSearchParams {
  return compactSearchParams([
    ['date', params.date ?? ''],
    ['status', params.status ?? ''],
  ]);
}
