import { useEffect, useState } from 'react';
import type { FieldIssue } from '@hotel/shared/errors';
import type { FlowStep } from '@/features/public-page/flow/booking-flow';
import { readSession, writeSession } from '@/features/public-page/flow/session-store';

/**
 * The booking call's field issues travel from the payment step to the step that owns the field
 * (guest.* → details, dates and guests → dates), which shows them next to its fields. They are
 * kept in sessionStorage so a reload on the way still shows them; the step clears them once shown.
 */
const issuesKey = (hotel: string) => `public-booking:${hotel}:issues`;

const STEP_OF_FIELD: Record<string, FlowStep> = {
  arrival: 'dates',
  departure: 'dates',
  adults: 'dates',
  kids: 'dates',
  roomType: 'rooms',
  services: 'services',
  note: 'details',
  consent: 'details',
  paymentMethod: 'payment',
};

/** The step a request path belongs to (`guest.email` → details). */
export function stepOfIssue(path: string): FlowStep {
  if (path.startsWith('guest')) return 'details';
  return STEP_OF_FIELD[path.split('.')[0] ?? ''] ?? 'payment';
}

/** The earliest step any issue belongs to: the visitor fixes them in order. */
export function firstStepOfIssues(issues: readonly FieldIssue[], order: readonly FlowStep[]) {
  const steps = issues.map((issue) => stepOfIssue(issue.path));
  return order.find((step) => steps.includes(step)) ?? 'payment';
}

export function handOverIssues(hotel: string, issues: readonly FieldIssue[]) {
  writeSession(issuesKey(hotel), issues);
}

/** The issues handed over to one step (read while rendering: no change). */
export function readIssuesOf(hotel: string, step: FlowStep): FieldIssue[] {
  const issues = readSession<FieldIssue[]>(issuesKey(hotel)) ?? [];
  return issues.filter((issue) => stepOfIssue(issue.path) === step);
}

/** Once shown, a step's issues are its form's errors: the store lets go of them. */
export function clearIssuesOf(hotel: string, step: FlowStep) {
  const issues = readSession<FieldIssue[]>(issuesKey(hotel)) ?? [];
  const rest = issues.filter((issue) => stepOfIssue(issue.path) !== step);
  writeSession(issuesKey(hotel), rest.length > 0 ? rest : null);
}

/**
 * For a step's form: the issues handed over to it, read once when the step opens and then let
 * go of (the form shows them as its errors). The dates step uses it for arrival, departure and
 * guests; the details step for the guest's fields.
 */
export function useHandedOverIssues(hotel: string, step: FlowStep): FieldIssue[] {
  const [issues] = useState(() => readIssuesOf(hotel, step));
  useEffect(() => {
    if (issues.length > 0) clearIssuesOf(hotel, step);
  }, [issues, hotel, step]);
  return issues;
}
