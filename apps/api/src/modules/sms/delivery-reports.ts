import type { DeliveryReason } from '@hotel/shared/guest-notifications';
import { TWILIO_ERROR_CODES } from '../../adapters/sms/twilio-sms-gateway';

/** What a provider's report means for the message: an end, or nothing yet (intermediate). */
export type ReportOutcome =
  { status: 'delivered' } | { status: 'failed'; reason: DeliveryReason } | null;

const failed = (reason: DeliveryReason): ReportOutcome => ({ status: 'failed', reason });

/**
 * seven.io's DLR statuses. Their report carries no error code, so a final non-delivery is
 * `unclassified`, except FAILED (the provider's own failure): `technical`.
 */
export const SEVEN_DLR_STATUSES: Record<string, ReportOutcome> = {
  DELIVERED: { status: 'delivered' },
  NOTDELIVERED: failed('unclassified'),
  EXPIRED: failed('unclassified'),
  REJECTED: failed('unclassified'),
  FAILED: failed('technical'),
  ACCEPTED: null,
  BUFFERED: null,
  TRANSMITTED: null,
  UNKNOWN: null,
};

export function sevenOutcome(status: string): ReportOutcome {
  return SEVEN_DLR_STATUSES[status.toUpperCase()] ?? null;
}

/** Twilio's MessageStatus; a failure's reason comes from ErrorCode via the gateway's table. */
export function twilioOutcome(status: string, errorCode: string | undefined): ReportOutcome {
  switch (status) {
    case 'delivered':
    case 'read':
      return { status: 'delivered' };
    case 'undelivered':
    case 'failed':
    case 'canceled':
      return failed((errorCode && TWILIO_ERROR_CODES[errorCode]?.reason) || 'unclassified');
    default:
      // queued, accepted, scheduled, sending, sent: a later report ends it.
      return null;
  }
}
