import { Check, CircleDot, Clock, LogIn, X, type LucideIcon } from 'lucide-react';
import type { BookingStatus } from '@hotel/shared/booking-status';

/** The status badge's tones, stronger for a bar; the icon keeps the status readable without colour. */
export const BAR_TONES: Record<BookingStatus, { classes: string; Icon: LucideIcon }> = {
  new: { classes: 'bg-sky-100 text-sky-900 ring-sky-400', Icon: CircleDot },
  pending: { classes: 'bg-amber-100 text-amber-900 ring-amber-400', Icon: Clock },
  checked_in: { classes: 'bg-emerald-100 text-emerald-900 ring-emerald-500', Icon: LogIn },
  completed: { classes: 'bg-slate-200 text-slate-700 ring-slate-400', Icon: Check },
  canceled: { classes: 'bg-red-100 text-red-900 ring-red-400', Icon: X },
};

/** The statuses a bar can have: canceled bookings leave the chart. */
export const CHART_STATUSES = ['new', 'pending', 'checked_in', 'completed'] as const;
