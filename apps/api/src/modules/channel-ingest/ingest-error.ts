import { translateMessage, type Language } from '@hotel/shared/i18n/messages';
import { describeJobError } from '../../jobs/failed-jobs';
import { isAppError } from '../../lib/app-error';

/**
 * Our booking rules refusing a reservation (an AppError below 500): applying it again gets the
 * same answer, so callers neither retry it nor let it hold a pull back.
 */
export const isPermanentRefusal = (error: unknown) => isAppError(error) && error.statusCode < 500;

/** Our own errors are stored as their message key, so the sync tab reads them in any language. */
interface StoredMessage {
  key: string;
  params?: Record<string, string | number>;
}

const isStoredMessage = (value: unknown): value is StoredMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredMessage).key === 'string' &&
  /^[a-zA-Z]+\.[A-Za-z_]+$/.test((value as StoredMessage).key);

/**
 * How an error applying a reservation is stored: our error as its key and parameters (a
 * validation error as its first field issue), anything else as its message with email
 * addresses masked. Parameters are booking numbers, dates and room numbers, never a guest.
 */
export function storedErrorMessage(error: unknown): string {
  if (!isAppError(error)) return describeJobError(error);
  const issue = error.details.issues?.[0];
  const stored: StoredMessage = issue
    ? { key: issue.key, params: issue.params }
    : {
        key: typeof error.messageKey === 'string' ? error.messageKey : error.messageKey[0]!,
        params: error.details.params,
      };
  return JSON.stringify(stored);
}

/** A stored key as JSON (see storedErrorMessage), for notes that are ours from the start. */
export const storedMessage = (key: string, params?: Record<string, string | number>) =>
  JSON.stringify({ key, params } satisfies StoredMessage);

function translateParams(params: Record<string, string | number>, language: Language) {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^bookingStatus\.\w+$/.test(value)
        ? translateMessage(value, language)
        : value,
    ]),
  );
}

/** A stored message in words, in the reader's language where it is ours. */
export function readStoredMessage(message: string, language: Language): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return message;
  }
  if (!isStoredMessage(parsed)) return message;
  return translateMessage(parsed.key, language, translateParams(parsed.params ?? {}, language));
}

/** "Reservation 4711: <why>", as the sync tab lists it. */
export function describeReservationError(
  externalId: string | null,
  message: string,
  language: Language,
): string {
  const reason = readStoredMessage(message, language);
  if (!externalId) return reason;
  return translateMessage('errors.channelReservationNotApplied', language, {
    reservation: externalId,
    reason,
  });
}
