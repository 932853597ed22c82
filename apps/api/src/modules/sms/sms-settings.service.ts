import type { z } from 'zod';
import type {
  SmsProviderStatus,
  smsProviderInputSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { smsSettingsOf, smsWebhookUrl } from '../../adapters/sms/resolve-sms-gateway';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { CredentialName, CredentialsService } from '../credentials';
import { createSmsSettingsRepository } from './sms-settings.repository';

export type SmsProviderInput = z.infer<typeof smsProviderInputSchema>;

/** What each provider needs stored before the hotel may switch to it. */
const REQUIRED_SECRETS = {
  outbox: [],
  seven: ['sms.seven_api_key', 'sms.seven_signing_secret'],
  twilio: ['sms.twilio_auth_token'],
} as const satisfies Record<SmsProviderInput['provider'], readonly CredentialName[]>;

/** The secrets an input brings; an empty one keeps the stored secret. */
function secretsOf(input: SmsProviderInput): [CredentialName, string][] {
  const entries: [CredentialName, string][] =
    input.provider === 'seven'
      ? [
          ['sms.seven_api_key', input.apiKey],
          ['sms.seven_signing_secret', input.signingSecret],
        ]
      : input.provider === 'twilio'
        ? [['sms.twilio_auth_token', input.authToken]]
        : [];
  return entries.filter(([, value]) => value !== '');
}

/**
 * The hotel's SMS provider: the choice (and Twilio's Account SID) in `hotels.notifications`,
 * the secrets encrypted in the credentials table. Answers only whether secrets are there.
 */
export function createSmsSettingsService(deps: {
  db: Db;
  credentials: CredentialsService;
  appUrl: string;
}) {
  const repository = createSmsSettingsRepository(deps.db);

  async function isStored(hotelId: string, name: CredentialName) {
    return (await deps.credentials.status(hotelId, name)).configured;
  }

  async function status(hotelId: string): Promise<SmsProviderStatus> {
    const settings = smsSettingsOf(await repository.notificationsOf(hotelId));
    const provider = settings.smsProvider;
    const required = REQUIRED_SECRETS[provider];
    const stored = await Promise.all(required.map((name) => isStored(hotelId, name)));
    const configured =
      stored.every(Boolean) && (provider !== 'twilio' || settings.twilioAccountSid !== null);
    return {
      provider,
      configured,
      last4:
        provider === 'seven'
          ? (await deps.credentials.status(hotelId, 'sms.seven_api_key')).last4
          : null,
      accountSid: provider === 'twilio' ? settings.twilioAccountSid : null,
      webhookUrl: provider === 'outbox' ? null : smsWebhookUrl(deps.appUrl, provider, hotelId),
    };
  }

  return {
    status,

    async update(hotelId: string, input: SmsProviderInput): Promise<SmsProviderStatus> {
      const secrets = secretsOf(input);
      const given = new Set(secrets.map(([name]) => name));
      for (const name of REQUIRED_SECRETS[input.provider]) {
        if (!given.has(name) && !(await isStored(hotelId, name))) {
          throw new AppError('BAD_REQUEST', 'errors.smsProviderNotConfigured');
        }
      }
      for (const [name, value] of secrets) await deps.credentials.put(hotelId, name, value);
      await repository.merge(hotelId, {
        smsProvider: input.provider,
        ...(input.provider === 'twilio' ? { twilioAccountSid: input.accountSid } : {}),
      });
      return status(hotelId);
    },
  };
}

export type SmsSettingsService = ReturnType<typeof createSmsSettingsService>;
