import {
  WEBHOOK_DELIVERY_ERRORS,
  type WebhookDelivery,
  type WebhookDeliveryError,
} from '@hotel/shared/contracts/webhooks';

/** Why an attempt failed or was not sent, with the value its text names. */
export interface DeliveryError {
  code: WebhookDeliveryError;
  /** The HTTP status, the seconds waited, the TLS or network error code. */
  detail?: string;
}

/** The log's English words, for API callers; the web translates the code. */
const WORDS: Record<WebhookDeliveryError, (detail: string) => string> = {
  http_status: (status) => `HTTP ${status}`,
  redirect: (status) => `HTTP ${status}: redirects are not followed`,
  timeout: (seconds) => `No answer within ${seconds} seconds`,
  connection_refused: () => 'The connection was refused',
  connection_closed: () => 'The connection was closed by the receiver',
  dns_failed: () => 'The host name could not be resolved',
  unreachable: () => 'The host cannot be reached',
  tls: (code) => `The TLS certificate was not accepted (${code})`,
  request_failed: (code) => (code ? `The request failed (${code})` : 'The request failed'),
  private_address: () => 'Not sent: the address is in a private network',
  private_dns: () => 'Not sent: the address resolves into a private network',
  address_not_allowed: () => 'Not sent: the address is not allowed',
  disabled: () => 'Not sent: the webhook is disabled',
  no_secret: () => 'Not sent: the webhook has no signing secret',
};

/** The error in English words, as API callers and the job's failure record read it. */
export const deliveryErrorWords = (error: DeliveryError): string =>
  WORDS[error.code](error.detail ?? '');

const isCode = (value: string): value is WebhookDeliveryError =>
  (WEBHOOK_DELIVERY_ERRORS as readonly string[]).includes(value);

/**
 * How the error is kept in `webhook_deliveries.last_error` (a text column): `<code>` or
 * `<code>:<detail>`, so the words can be told in the reader's language.
 */
export const storedDeliveryError = (error: DeliveryError | null): string | null =>
  error ? (error.detail ? `${error.code}:${error.detail}` : error.code) : null;

/** The stored error as the log shows it; a text from before codes stays words without a code. */
export function deliveryErrorOf(
  stored: string | null,
): Pick<WebhookDelivery, 'lastError' | 'lastErrorCode' | 'lastErrorDetail'> {
  if (stored === null) return { lastError: null, lastErrorCode: null, lastErrorDetail: null };
  const separator = stored.indexOf(':');
  const code = separator === -1 ? stored : stored.slice(0, separator);
  if (!isCode(code)) return { lastError: stored, lastErrorCode: null, lastErrorDetail: null };
  const detail = separator === -1 ? undefined : stored.slice(separator + 1);
  return {
    lastError: deliveryErrorWords({ code, detail }),
    lastErrorCode: code,
    lastErrorDetail: detail || null,
  };
}
