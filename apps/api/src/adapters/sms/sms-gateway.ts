import type { DeliveryReason, SmsProvider } from '@hotel/shared/guest-notifications';

/** One text to one number. `to` is E.164 (+4915112345678); `sender` may be empty (provider default). */
export interface SmsMessage {
  hotelId: string;
  to: string;
  text: string;
  sender: string;
  /** Where the provider posts its delivery report (absent for the local outbox). */
  statusCallbackUrl?: string;
}

export interface SmsSendResult {
  /** The provider's id of the message, to match its delivery report. */
  providerMessageId: string;
  /** `delivered` when the gateway knows at once (the local outbox); else a report follows. */
  status: 'sending' | 'delivered';
}

/**
 * A refused or failed send, already in the spec's catalogue (§8). `retryable` failures (rate
 * limits, the provider down) are tried again by the queue; the others are final.
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: DeliveryReason,
    readonly retryable: boolean,
    /** The provider's own code, for the log (never the number or text). */
    readonly providerCode?: string,
  ) {
    super(`SMS not delivered: ${reason}${providerCode ? ` (provider code ${providerCode})` : ''}`);
    this.name = 'SmsDeliveryError';
  }
}

/** seven.io, Twilio or the local outbox, as the hotel's settings and credentials say. */
export interface SmsGateway {
  readonly provider: SmsProvider;
  send(message: SmsMessage): Promise<SmsSendResult>;
}
