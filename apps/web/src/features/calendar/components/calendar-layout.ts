import type { CalendarBooking, CalendarResponse } from '@hotel/shared/contracts/booking-calendar';
import { nightsBetween } from '@hotel/shared/stay-dates';
import type { BookingPlacement } from '../api/move-booking';

export type CalendarRow =
  | { key: string; kind: 'group'; roomTypeId: string; label: string }
  | {
      key: string;
      kind: 'room';
      roomTypeId: string;
      roomId: string;
      label: string;
      /** A departure or manual cleaning is still open or in progress (housekeeping). */
      needsCleaning: boolean;
    }
  | { key: string; kind: 'unassigned'; roomTypeId: string; lane: number };

/** A bar in day units from the range start; half-day offsets are added when drawing. */
export interface BarLayout {
  booking: CalendarBooking;
  startDay: number;
  endDay: number;
}

export interface CalendarLayout {
  rows: CalendarRow[];
  /** Bars per row key, computed once per data change so scrolling never recomputes them. */
  barsByRow: Map<string, BarLayout[]>;
}

const EMPTY: BarLayout[] = [];

export function barsOf(layout: CalendarLayout, rowKey: string) {
  return layout.barsByRow.get(rowKey) ?? EMPTY;
}

/** Stacks overlapping stays into lanes: each goes into the first lane free by its arrival. */
export function assignLanes(bookings: CalendarBooking[]): CalendarBooking[][] {
  const lanes: CalendarBooking[][] = [];
  const sorted = [...bookings].sort((a, b) => a.arrival.localeCompare(b.arrival));
  for (const booking of sorted) {
    const lane = lanes.find((bars) => bars[bars.length - 1]!.departure <= booking.arrival);
    if (lane) lane.push(booking);
    else lanes.push([booking]);
  }
  return lanes;
}

/**
 * Rows (a header per room type, its rooms, then one lane per stack of unassigned bookings)
 * and the bars of each row. `placements` are drags still being saved, drawn at their new place.
 */
export function buildCalendarLayout(
  data: CalendarResponse,
  roomTypeFilter: string | null,
  placements: ReadonlyMap<string, BookingPlacement> = new Map(),
): CalendarLayout {
  const bookings = data.bookings.map((booking) => {
    const placement = placements.get(booking._id);
    return placement ? { ...booking, ...placement } : booking;
  });
  const toBar = (booking: CalendarBooking): BarLayout => ({
    booking,
    startDay: nightsBetween(data.startDate, booking.arrival),
    endDay: nightsBetween(data.startDate, booking.departure),
  });

  const rows: CalendarRow[] = [];
  const barsByRow = new Map<string, BarLayout[]>();
  const roomTypes = data.roomTypes.filter(
    (roomType) => roomTypeFilter === null || roomType._id === roomTypeFilter,
  );
  for (const roomType of roomTypes) {
    rows.push({
      key: `type:${roomType._id}`,
      kind: 'group',
      roomTypeId: roomType._id,
      label: `${roomType.name} (${roomType.shortCode})`,
    });
    for (const room of data.rooms.filter((item) => item.roomTypeId === roomType._id)) {
      const key = `room:${room._id}`;
      rows.push({
        key,
        kind: 'room',
        roomTypeId: roomType._id,
        roomId: room._id,
        label: room.number,
        needsCleaning: room.needsCleaning,
      });
      barsByRow.set(key, []);
    }
    const unassigned = bookings.filter((b) => b.roomId === null && b.roomTypeId === roomType._id);
    assignLanes(unassigned).forEach((lane, index) => {
      const key = `unassigned:${roomType._id}:${index}`;
      rows.push({ key, kind: 'unassigned', roomTypeId: roomType._id, lane: index });
      barsByRow.set(key, lane.map(toBar));
    });
  }
  for (const booking of bookings) {
    if (booking.roomId !== null) barsByRow.get(`room:${booking.roomId}`)?.push(toBar(booking));
  }
  return { rows, barsByRow };
}
