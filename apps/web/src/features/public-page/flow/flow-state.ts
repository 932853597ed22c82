import type { PublicPaymentMethod } from '@hotel/shared/contracts/public-booking';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { FLOW_STEPS, type FlowState, type FlowStep } from './booking-flow';
import { MAX_GUESTS, PAYMENT_METHODS } from './flow-limits';

/** What a fresh visit starts with: two adults is what most stays are booked for. */
export const INITIAL_FLOW_STATE: FlowState = {
  step: 'dates',
  arrival: '',
  departure: '',
  adults: 2,
  kids: 0,
  roomType: '',
  services: [],
  payment: '',
  booking: '',
  receipt: '',
  checkout: '',
};

/** Ids, receipts and provider markers: letters, digits, `-` and `_`, bounded. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
const MAX_SERVICES = 50;

function token(value: string | null): string {
  return value && TOKEN.test(value) ? value : '';
}

function count(value: string | null, min: number, fallback: number): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= MAX_GUESTS ? number : fallback;
}

function isStep(value: string | null): value is FlowStep {
  return FLOW_STEPS.includes(value as FlowStep);
}

function isPaymentMethod(value: string | null): value is PublicPaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/**
 * The step the URL may show: a step whose inputs are missing falls back to the step that asks for
 * them (a link to `rooms` without dates opens the dates), so a hand-edited or stale link never
 * shows a step that cannot work.
 */
function reachableStep(state: FlowState, today: string): FlowStep {
  const { step } = state;
  if (step === 'done') return state.booking && state.receipt ? 'done' : 'dates';
  if (step === 'dates') return 'dates';
  const hasStay = Boolean(state.arrival && state.departure) && state.arrival >= today;
  if (!hasStay) return 'dates';
  if (step === 'rooms' || !state.roomType) return 'rooms';
  return step;
}

/** Reads the flow from a query string; whatever is malformed is left out, never trusted. */
export function parseFlowState(search: string, today: string): FlowState {
  const query = new URLSearchParams(search);
  const arrivalValue = query.get('arrival') ?? '';
  const departureValue = query.get('departure') ?? '';
  const arrival = isIsoDate(arrivalValue) ? arrivalValue : '';
  const departure =
    isIsoDate(departureValue) && (!arrival || departureValue > arrival) ? departureValue : '';
  const stepValue = query.get('step');
  const payment = query.get('payment');
  const services = (query.get('services') ?? '')
    .split(',')
    .map((id) => token(id))
    .filter(Boolean)
    .slice(0, MAX_SERVICES);
  const state: FlowState = {
    step: isStep(stepValue) ? stepValue : 'dates',
    arrival,
    departure,
    adults: count(query.get('adults'), 1, INITIAL_FLOW_STATE.adults),
    kids: count(query.get('kids'), 0, INITIAL_FLOW_STATE.kids),
    roomType: token(query.get('roomType')),
    services: [...new Set(services)],
    payment: isPaymentMethod(payment) ? payment : '',
    booking: token(query.get('booking')),
    receipt: token(query.get('receipt')),
    checkout: token(query.get('checkout')),
  };
  return { ...state, step: reachableStep(state, today) };
}

/** The query string of a state: only what differs from a fresh visit, in a stable order. */
export function serializeFlowState(state: FlowState): string {
  const query = new URLSearchParams();
  if (state.step !== 'dates') query.set('step', state.step);
  if (state.arrival) query.set('arrival', state.arrival);
  if (state.departure) query.set('departure', state.departure);
  if (state.arrival || state.adults !== INITIAL_FLOW_STATE.adults) {
    query.set('adults', String(state.adults));
  }
  if (state.kids) query.set('kids', String(state.kids));
  if (state.roomType) query.set('roomType', state.roomType);
  if (state.services.length > 0) query.set('services', state.services.join(','));
  if (state.payment) query.set('payment', state.payment);
  if (state.booking) query.set('booking', state.booking);
  if (state.receipt) query.set('receipt', state.receipt);
  if (state.checkout) query.set('checkout', state.checkout);
  const text = query.toString();
  return text ? `?${text}` : '';
}
