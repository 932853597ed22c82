import type { FieldIssue } from '@hotel/shared/errors';

/**
 * Messages the server gave for the stay (a 400 of the availability search), handed to the dates
 * step that the visitor is sent back to: they are shown at the fields there, once.
 */
export type StayFieldErrors = Partial<Record<'arrival' | 'departure' | 'guests', string>>;

let handedOver: StayFieldErrors = {};

const FIELD_OF: Record<string, keyof StayFieldErrors> = {
  arrival: 'arrival',
  departure: 'departure',
  guests: 'guests',
  adults: 'guests',
  kids: 'guests',
};

/** The server's issues for the stay fields; false when none of them is about the stay. */
export function handOverStayErrors(issues: readonly FieldIssue[] | undefined): boolean {
  const errors: StayFieldErrors = {};
  for (const issue of issues ?? []) {
    const field = FIELD_OF[issue.path.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  handedOver = errors;
  return Object.keys(errors).length > 0;
}

export function takeStayErrors(): StayFieldErrors {
  const errors = handedOver;
  handedOver = {};
  return errors;
}
