import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicPageSettingsRequestSchema,
  publicPageSettingsSchema,
} from '@hotel/shared/contracts/public-booking';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { PublicPageSettingsService } from './public-page-settings.service';

/** GET, PUT /api/plugin/public_page (manageHotel, staff only). */
export const publicPageSettingsRoutes: FastifyPluginAsyncZod<{
  publicPageSettingsService: PublicPageSettingsService;
}> = async (app, { publicPageSettingsService }) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = { tags: ['plugin'], security: [{ bearerAuth: [] }], headers: hotelHeaders };

  app.get(
    '/plugin/public_page',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The public booking page’s settings and what it can offer',
        description:
          '`captcha.enabled`: reCAPTCHA v3 is checked (RECAPTCHA_SECRET_KEY and ' +
          'RECAPTCHA_SITE_KEY are set). `onlinePayments`: the hotel takes online payments and ' +
          'which provider the server uses. `bankTransferReady`: the hotel has an account ' +
          'holder and IBAN.',
        response: { 200: publicPageSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => publicPageSettingsService.get(request.hotelId),
  );

  app.put(
    '/plugin/public_page',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Save the public booking page’s settings and the hotel’s theme colour',
        description:
          'The theme colour must keep white text readable (contrast ratio at least 4.5). ' +
          '`online` needs the hotel’s online payments, `bank_transfer` its bank details ' +
          '(settings/payments). Slider paths are URLs of images this hotel uploaded with type ' +
          '`public_page`.',
        body: publicPageSettingsRequestSchema,
        response: { 200: publicPageSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => publicPageSettingsService.update(request.hotelId, request.body),
  );
};
