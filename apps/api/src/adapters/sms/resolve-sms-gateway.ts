import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '@hotel/shared/guest-notifications';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import type { CredentialsService } from '../../modules/credentials';
import { createOutboxSmsGateway } from './outbox-sms-gateway';
import { createSevenSmsGateway } from './seven-sms-gateway';
import type { SmsGateway } from './sms-gateway';
import { createTwilioSmsGateway } from './twilio-sms-gateway';

/** The SMS part of `hotels.notifications` (other keys belong to the notification settings). */
export interface StoredSmsSettings {
  smsProvider: SmsProvider;
  twilioAccountSid: string | null;
}

export function smsSettingsOf(notifications: unknown): StoredSmsSettings {
  const stored = (notifications && typeof notifications === 'object' ? notifications : {}) as {
    smsProvider?: unknown;
    twilioAccountSid?: unknown;
  };
  const provider = stored.smsProvider;
  return {
    smsProvider: provider === 'seven' || provider === 'twilio' ? provider : 'outbox',
    twilioAccountSid: typeof stored.twilioAccountSid === 'string' ? stored.twilioAccountSid : null,
  };
}

/** The public URL a provider posts a hotel's delivery reports to. */
export function smsWebhookUrl(
  appUrl: string,
  provider: Exclude<SmsProvider, 'outbox'>,
  hotelId: string,
) {
  return `${appUrl}/api/webhooks/sms/${provider}/${hotelId}`;
}

/**
 * The SMS gateway of a hotel, as its settings and stored credentials say: seven.io with an API
 * key, Twilio with an Account SID and an Auth Token, otherwise the local outbox (the quick
 * start). Read per send, so a change in the settings applies to the next message.
 */
export function createSmsGatewayResolver(deps: {
  db: Db;
  credentials: CredentialsService;
  config: Pick<AppConfig, 'appUrl' | 'sevenApiUrl' | 'twilioApiUrl'>;
  log: FastifyBaseLogger;
}) {
  const outbox = createOutboxSmsGateway(deps.db, deps.log);

  /** `executor`: the caller's transaction, when it resolves inside one (the dispatcher). */
  return async function smsGatewayFor(hotelId: string, executor?: Db): Promise<SmsGateway> {
    const db = executor ?? deps.db;
    const [row] = await db
      .select({ notifications: hotels.notifications })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    const settings = smsSettingsOf(row?.notifications);
    if (settings.smsProvider === 'seven') {
      const apiKey = await deps.credentials.get(hotelId, 'sms.seven_api_key', executor);
      if (apiKey) return createSevenSmsGateway({ apiKey, baseUrl: deps.config.sevenApiUrl });
    }
    if (settings.smsProvider === 'twilio' && settings.twilioAccountSid) {
      const authToken = await deps.credentials.get(hotelId, 'sms.twilio_auth_token', executor);
      if (authToken) {
        return createTwilioSmsGateway({
          accountSid: settings.twilioAccountSid,
          authToken,
          baseUrl: deps.config.twilioApiUrl,
          statusCallbackUrl: smsWebhookUrl(deps.config.appUrl, 'twilio', hotelId),
        });
      }
    }
    return outbox;
  };
}

export type SmsGatewayFor = ReturnType<typeof createSmsGatewayResolver>;
