import { smsSettingsOf } from '../../adapters/sms/resolve-sms-gateway';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { CredentialsService } from '../credentials';
import { createDeliveryStatusRepository } from '../guest-notifications';
import { sevenOutcome, twilioOutcome, type ReportOutcome } from './delivery-reports';
import { createSmsSettingsRepository } from './sms-settings.repository';
import { verifySevenSignature, verifyTwilioSignature } from './webhook-signatures';

const signatureInvalid = () => new AppError('UNAUTHORIZED', 'errors.smsWebhookSignatureInvalid');

/** A report's message id: seven.io's are numbers, Twilio's SIDs; bounded either way. */
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface WebhookRequest {
  hotelId: string;
  /** The public URL the provider called: APP_URL + path (and query). */
  url: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, as signed. */
  body: string;
}

const header = (headers: WebhookRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parseJsonObject(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Delivery reports of seven.io and Twilio, each checked against the hotel's stored secret
 * before anything is read. A report of a message the hotel does not have changes nothing and
 * is still answered 200: providers retry anything else.
 */
export function createSmsWebhooksService(deps: {
  db: Db;
  credentials: CredentialsService;
  nowSeconds?: () => number;
}) {
  const deliveryStatus = createDeliveryStatusRepository(deps.db);
  const settings = createSmsSettingsRepository(deps.db);
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));

  async function apply(
    hotelId: string,
    provider: 'seven' | 'twilio',
    messageId: string,
    outcome: ReportOutcome,
  ): Promise<void> {
    if (!outcome || !MESSAGE_ID.test(messageId)) return;
    await deliveryStatus.applyReport({ hotelId, provider, providerMessageId: messageId, outcome });
  }

  return {
    async sevenReport(request: WebhookRequest): Promise<void> {
      const secret = await deps.credentials.get(request.hotelId, 'sms.seven_signing_secret');
      const signed =
        secret !== null &&
        verifySevenSignature({
          secret,
          headers: {
            signature: header(request.headers, 'x-signature'),
            timestamp: header(request.headers, 'x-timestamp'),
            nonce: header(request.headers, 'x-nonce'),
          },
          method: request.method,
          url: request.url,
          body: request.body,
          nowSeconds: nowSeconds(),
        });
      if (!signed) throw signatureInvalid();
      const event = parseJsonObject(request.body);
      if (event.webhook_event !== 'dlr') return;
      const data = (event.data && typeof event.data === 'object' ? event.data : {}) as {
        msg_id?: unknown;
        status?: unknown;
      };
      if (data.msg_id == null || typeof data.status !== 'string') return;
      await apply(request.hotelId, 'seven', String(data.msg_id), sevenOutcome(data.status));
    },

    async twilioReport(request: WebhookRequest): Promise<void> {
      const { twilioAccountSid } = smsSettingsOf(await settings.notificationsOf(request.hotelId));
      const authToken = twilioAccountSid
        ? await deps.credentials.get(request.hotelId, 'sms.twilio_auth_token')
        : null;
      const params = Object.fromEntries(new URLSearchParams(request.body));
      const signed =
        authToken !== null &&
        verifyTwilioSignature({
          authToken,
          signature: header(request.headers, 'x-twilio-signature'),
          url: request.url,
          params,
        });
      if (!signed) throw signatureInvalid();
      const { AccountSid, MessageSid, MessageStatus, ErrorCode } = params;
      // The hotel may have switched accounts: a report of the old one is not this hotel's.
      if (AccountSid !== twilioAccountSid || !MessageSid || !MessageStatus) return;
      await apply(request.hotelId, 'twilio', MessageSid, twilioOutcome(MessageStatus, ErrorCode));
    },
  };
}

export type SmsWebhooksService = ReturnType<typeof createSmsWebhooksService>;
