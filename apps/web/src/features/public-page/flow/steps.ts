import { loadNamespaces } from '@/lib/i18n';
import type { FlowStep, StepComponent } from './booking-flow';
import { DatesStep } from '../steps/dates-step';

/**
 * The texts of the later steps (details, payment, confirmation, alternatives, the inactivity
 * prompt, the test checkout) are a namespace of their own: the first screen never loads them.
 */
export const BOOKING_TEXTS = 'publicBooking';

export async function withBookingTexts<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadNamespaces([BOOKING_TEXTS])]);
  return loaded;
}

/**
 * Each step's component. The first step is in the page's chunk (a visitor without a link starts
 * there, and a second chunk would be one more trip before the form shows); every later step is a
 * lazy chunk of its own, loaded when the visitor gets there.
 */
export const FLOW_STEP_COMPONENTS: Record<FlowStep, () => Promise<StepComponent>> = {
  dates: async () => DatesStep,
  rooms: async () => (await import('../steps/rooms-step')).RoomsStep,
  services: async () => (await import('../steps/services-step')).ServicesStep,
  details: async () =>
    (await withBookingTexts(import('../steps/guest-details-step'))).GuestDetailsStep,
  payment: async () => (await withBookingTexts(import('../steps/payment-step'))).PaymentStep,
  done: async () => (await withBookingTexts(import('../steps/confirmation-step'))).ConfirmationStep,
};
