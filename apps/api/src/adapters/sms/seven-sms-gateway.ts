import { SmsDeliveryError, type SmsGateway } from './sms-gateway';
import {
  failureOfHttpStatus,
  final,
  postToProvider,
  retry,
  type ProviderFailure,
} from './provider-http';

export const SEVEN_DEFAULT_API_URL = 'https://gateway.seven.io';

/** seven.io's return code of an accepted SMS. */
const SEVEN_SENT = '100';

/**
 * seven.io's return codes of POST /api/sms (docs/integrations/sms.md) in the spec's catalogue.
 * A code missing here is `unclassified`.
 */
export const SEVEN_RETURN_CODES: Record<string, ProviderFailure> = {
  '201': final('forbidden_country_code'), // country code invalid
  '202': final('invalid_mobile'), // recipient number invalid
  '300': final('technical'), // authentication missing
  '301': final('invalid_mobile'), // parameter `to` missing
  '305': final('empty_message'), // parameter `text` missing
  '306': final('invalid_sender_number'), // sender (`from`) invalid
  '401': final('unclassified'), // text too long
  '402': final('technical'), // reload lock: the same SMS within 180 seconds
  '500': final('technical'), // too little credit
  '600': retry('technical'), // carrier failed
  '700': final('unclassified'), // unknown error
  '900': final('technical'), // authentication failed (API key)
  '902': final('technical'), // HTTP API disabled for the account
  '903': final('technical'), // server IP not allowed
};

export function sevenFailure(code: string): SmsDeliveryError {
  const entry = SEVEN_RETURN_CODES[code] ?? final('unclassified');
  return new SmsDeliveryError(entry.reason, entry.retryable, `seven_${code}`);
}

interface SevenResponse {
  success?: unknown;
  messages?: { id?: unknown; success?: unknown; error?: unknown }[];
}

/** The return code of an answer: JSON `success`, a message's `error`, or a bare code as text. */
function returnCodeOf(json: unknown, text: string): { code: string | null; id: string | null } {
  if (typeof json === 'number') return { code: String(json), id: null };
  if (!json || typeof json !== 'object') {
    return { code: /^\s*\d{3}\s*$/.test(text) ? text.trim() : null, id: null };
  }
  const body = json as SevenResponse;
  const message = Array.isArray(body.messages) ? body.messages[0] : undefined;
  const id = message && message.id != null ? String(message.id) : null;
  if (message && message.success === false && message.error != null) {
    return { code: String(message.error), id };
  }
  return { code: body.success == null ? null : String(body.success), id };
}

/**
 * seven.io's SMS API: POST {base}/api/sms with the key in X-Api-Key and a JSON body. Delivery
 * reports come by webhook (set up in seven.io's dashboard), so a sent SMS stays `sending`.
 */
export function createSevenSmsGateway(options: { apiKey: string; baseUrl?: string }): SmsGateway {
  const url = `${options.baseUrl ?? SEVEN_DEFAULT_API_URL}/api/sms`;
  return {
    provider: 'seven',
    async send(message) {
      const response = await postToProvider(url, {
        headers: {
          'X-Api-Key': options.apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          to: message.to,
          text: message.text,
          ...(message.sender ? { from: message.sender } : {}),
          json: 1,
        }),
      });
      const { code, id } = returnCodeOf(response.json, response.text);
      if (response.status === 200 && code === SEVEN_SENT && id) {
        return { providerMessageId: id, status: 'sending' };
      }
      if (response.status === 429 || response.status >= 500) {
        throw failureOfHttpStatus(response.status);
      }
      if (code && code !== SEVEN_SENT) throw sevenFailure(code);
      throw failureOfHttpStatus(response.status === 200 ? 502 : response.status);
    },
  };
}
