import { SmsDeliveryError, type SmsGateway } from './sms-gateway';
import {
  failureOfHttpStatus,
  final,
  postToProvider,
  retry,
  type ProviderFailure,
} from './provider-http';

export const TWILIO_DEFAULT_API_URL = 'https://api.twilio.com';

/**
 * Twilio's error codes (REST answers and a status callback's ErrorCode, docs/integrations/sms.md)
 * in the spec's catalogue. A code missing here is `unclassified`.
 */
export const TWILIO_ERROR_CODES: Record<string, ProviderFailure> = {
  '20003': final('technical'), // authentication failed (Account SID or Auth Token)
  '20404': final('technical'), // resource not found: a wrong Account SID
  '20429': retry('technical'), // too many requests
  '21211': final('invalid_mobile'), // invalid 'To' phone number
  '21212': final('invalid_sender_number'), // invalid 'From' phone number
  '21408': final('forbidden_country_code'), // SMS to this region not enabled (geo permissions)
  '21602': final('empty_message'), // message body is required
  '21606': final('invalid_sender_number'), // 'From' is not an SMS-capable number of the account
  '21610': final('muted'), // the recipient replied STOP (unsubscribed)
  '21611': retry('technical'), // the sender's queue is full
  '21612': final('invalid_mobile'), // 'To' cannot be reached from this sender
  '21614': final('invalid_mobile'), // 'To' is not a mobile number
  '21617': final('unclassified'), // body exceeds 1600 characters
  '30001': retry('technical'), // queue overflow
  '30002': final('technical'), // account suspended
  '30003': final('unclassified'), // unreachable destination handset
  '30004': final('muted'), // message blocked (by the recipient or their carrier's block list)
  '30005': final('invalid_mobile'), // unknown destination handset
  '30006': final('invalid_mobile'), // landline or unreachable carrier
  '30007': final('domain_reputation'), // carrier filtering: the sender's reputation
  '30008': final('unclassified'), // unknown error
};

export function twilioFailure(code: string): SmsDeliveryError {
  const entry = TWILIO_ERROR_CODES[code] ?? final('unclassified');
  return new SmsDeliveryError(entry.reason, entry.retryable, `twilio_${code}`);
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json with Basic
 * auth (Account SID : Auth Token) and a form body. Delivery reports go to StatusCallback.
 */
export function createTwilioSmsGateway(options: {
  accountSid: string;
  authToken: string;
  baseUrl?: string;
  /** Where reports go when the message names no statusCallbackUrl of its own. */
  statusCallbackUrl?: string;
}): SmsGateway {
  const url =
    `${options.baseUrl ?? TWILIO_DEFAULT_API_URL}/2010-04-01/Accounts/` +
    `${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    provider: 'twilio',
    async send(message) {
      // Twilio needs a From (a number of the account or an approved alphanumeric sender).
      if (!message.sender) throw new SmsDeliveryError('invalid_sender_number', false, 'no_from');
      const form = new URLSearchParams({
        To: message.to,
        From: message.sender,
        Body: message.text,
      });
      const callback = message.statusCallbackUrl ?? options.statusCallbackUrl;
      if (callback) form.set('StatusCallback', callback);
      const response = await postToProvider(url, {
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
      });
      const body = (response.json ?? {}) as { sid?: unknown; code?: unknown };
      if (response.status >= 200 && response.status < 300 && typeof body.sid === 'string') {
        return { providerMessageId: body.sid, status: 'sending' };
      }
      if (response.status === 429 || response.status >= 500) {
        throw failureOfHttpStatus(response.status);
      }
      if (body.code != null) throw twilioFailure(String(body.code));
      throw failureOfHttpStatus(response.status);
    },
  };
}
