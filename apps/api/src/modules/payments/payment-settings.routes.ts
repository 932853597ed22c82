import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentSettingsRequestSchema,
  paymentSettingsSchema,
} from '@hotel/shared/contracts/payment-settings';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { PaymentSettingsService } from './payment-settings.service';

/** GET, PUT /api/hotel/payments (manageHotel). */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{
  paymentSettingsService: PaymentSettingsService;
}> = async (app, { paymentSettingsService }) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = { tags: ['hotel'], security: [{ bearerAuth: [] }], headers: hotelHeaders };

  app.get(
    '/hotel/payments',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Accepted payment methods, bank details and the connected online provider',
        response: { 200: paymentSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => paymentSettingsService.get(request.hotelId),
  );

  app.put(
    '/hotel/payments',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Save accepted payment methods and bank details',
        description:
          'Accepting `online` switches the hotel’s useOnlinePayments on, leaving it switches it ' +
          'off. Bank transfer needs an account holder and a valid IBAN.',
        body: paymentSettingsRequestSchema,
        response: { 200: paymentSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => paymentSettingsService.update(request.hotelId, request.body),
  );
};
