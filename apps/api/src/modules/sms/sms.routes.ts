import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  smsProviderInputSchema,
  smsProviderSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { SmsSettingsService } from './sms-settings.service';

/** PUT /api/settings/notifications/sms_provider (manageHotel): staff only, it stores secrets. */
export const smsSettingsRoutes: FastifyPluginAsyncZod<{
  smsSettingsService: SmsSettingsService;
}> = async (app, { smsSettingsService }) => {
  app.put(
    '/settings/notifications/sms_provider',
    {
      onRequest: [app.requirePermission('manageHotel')],
      schema: {
        tags: ['guest notifications'],
        summary: 'Choose the SMS provider (seven.io, Twilio or the local outbox)',
        description:
          'Secrets are stored encrypted and never returned; an empty secret keeps the stored ' +
          'one. Switching to seven.io needs an API key and a webhook signing secret, to Twilio ' +
          'an Auth Token (stored or in this call). The answer names the webhook URL for the ' +
          'provider’s delivery reports.',
        security: [{ bearerAuth: [] }],
        headers: hotelHeaders,
        body: smsProviderInputSchema,
        response: { 200: smsProviderSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => smsSettingsService.update(request.hotelId, request.body),
  );
};
