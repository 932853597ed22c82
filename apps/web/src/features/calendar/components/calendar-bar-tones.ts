import {
  Ban,
  Check,
  CircleDot,
  Clock,
  LogIn,
  TriangleAlert,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { BookingStatus } from '@hotel/shared/booking-status';

interface BarTone {
  classes: string;
  Icon: LucideIcon;
}

/** The status badge's tones, stronger for a bar; the icon keeps the status readable without colour. */
export const BAR_TONES: Record<BookingStatus, BarTone> = {
  new: { classes: 'bg-sky-100 text-sky-900 ring-1 ring-sky-400', Icon: CircleDot },
  pending: { classes: 'bg-amber-100 text-amber-900 ring-1 ring-amber-400', Icon: Clock },
  checked_in: { classes: 'bg-emerald-100 text-emerald-900 ring-1 ring-emerald-500', Icon: LogIn },
  completed: { classes: 'bg-slate-200 text-slate-700 ring-1 ring-slate-400', Icon: Check },
  canceled: { classes: 'bg-red-100 text-red-900 ring-1 ring-red-400', Icon: X },
};

/** A channel's blocked period: grey and hatched, so it never reads as a guest's stay. */
export const BLOCK_TONE: BarTone = {
  classes:
    'bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_4px,var(--color-slate-50)_4px_8px)] text-slate-700 ring-1 ring-slate-400',
  Icon: Ban,
};

/** A channel reservation waiting unassigned after an overlap: a thick red outline and a warning. */
export const CONFLICT_TONE: BarTone = {
  classes: 'bg-red-50 text-red-900 ring-2 ring-red-600',
  Icon: TriangleAlert,
};

/** The tone of a bar: what it is first (a block, a conflict), then its status. */
export function toneOf(booking: {
  kind: 'stay' | 'block';
  channelConflict: boolean;
  status: BookingStatus;
}): BarTone {
  if (booking.kind === 'block') return BLOCK_TONE;
  if (booking.channelConflict) return CONFLICT_TONE;
  return BAR_TONES[booking.status];
}

/** The statuses a bar can have: canceled bookings leave the chart. */
export const CHART_STATUSES = ['new', 'pending', 'checked_in', 'completed'] as const;
