import type { ComponentType } from 'react';
import type { PublicPaymentMethod } from '@hotel/shared/contracts/public-booking';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';

/**
 * The public booking flow (issue 13): six steps at /public/{hotel}. Everything but the guest's
 * personal details lives in the URL's query (`?step=rooms&arrival=…`), so a shared or reloaded
 * link reopens the same step with the same dates; the details stay in sessionStorage only.
 */
export const FLOW_STEPS = ['dates', 'rooms', 'services', 'details', 'payment', 'done'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** What the URL holds. Empty strings and empty lists mean "not chosen yet". */
export interface FlowState {
  step: FlowStep;
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  roomType: string;
  services: string[];
  payment: PublicPaymentMethod | '';
  /** After booking: the booking's id and receipt reopen the confirmation. */
  booking: string;
  receipt: string;
  /** Set by the payment provider on the way back: `success` or `cancel`. */
  checkout: string;
}

export interface BookingFlow {
  state: FlowState;
  /** Goes to `step` with the changes merged into the URL (a new history entry). */
  go(step: FlowStep, changes?: Partial<Omit<FlowState, 'step'>>): void;
  /** Changes the URL's state without moving (replaces the history entry). */
  update(changes: Partial<Omit<FlowState, 'step'>>): void;
}

/** Every step component gets the hotel and the flow; each step is its own lazy chunk. */
export interface StepProps {
  hotel: PublicHotel;
  flow: BookingFlow;
}
export type StepComponent = ComponentType<StepProps>;
