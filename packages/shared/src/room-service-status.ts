/**
 * Room service (housekeeping) records of spec §3: open → in_progress → done, or canceled.
 * A housekeeper may also finish an open room straight away. done and canceled are final.
 */
export const ROOM_SERVICE_STATUSES = ['open', 'in_progress', 'done', 'canceled'] as const;
export type RoomServiceStatus = (typeof ROOM_SERVICE_STATUSES)[number];

/**
 * Why the record exists: a guest left (departure; created by itself when a booking is
 * completed or its departure day comes), a guest stays on (stay_over; created by itself for
 * each night of a checked-in stay), or staff asked for it (manual).
 */
export const ROOM_SERVICE_KINDS = ['departure', 'stay_over', 'manual'] as const;
export type RoomServiceKind = (typeof ROOM_SERVICE_KINDS)[number];

const TRANSITIONS: Record<RoomServiceStatus, readonly RoomServiceStatus[]> = {
  open: ['in_progress', 'done', 'canceled'],
  in_progress: ['done', 'canceled', 'open'],
  done: [],
  canceled: [],
};

export function canChangeRoomServiceStatus(from: RoomServiceStatus, to: RoomServiceStatus) {
  return TRANSITIONS[from].includes(to);
}

export function isFinalRoomServiceStatus(status: RoomServiceStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** A room still needs cleaning while a departure or manual record is open or in progress. */
export function needsCleaning(kind: RoomServiceKind, status: RoomServiceStatus): boolean {
  return kind !== 'stay_over' && (status === 'open' || status === 'in_progress');
}
