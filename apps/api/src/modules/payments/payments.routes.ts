import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentCreateSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  paymentSchema,
  paymentUpdateSchema,
} from '@hotel/shared/contracts/payments';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { sendExportFile } from '../../lib/spreadsheet-export';
import { hotelHeaders } from '../../lib/route-schemas';
import type { PaymentsService } from './payments.service';

/** GET, POST /api/payment; PUT /api/payment/{id}; GET /api/payment/export. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ paymentsService: PaymentsService }> = async (
  app,
  { paymentsService },
) => {
  const tags = ['payment'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission('viewBookings')];
  const write = [app.requirePermission('manageBookings')];
  const base = { tags, security, headers: hotelHeaders };

  app.get(
    '/payment',
    {
      onRequest: read,
      schema: {
        ...base,
        summary: "The hotel's payments filtered, sorted and paged, with totals",
        description:
          '`from`/`to` are inclusive days on which the payment was recorded, in the hotel’s ' +
          'time zone; `number` is the booking’s number. `totals` cover every matching payment, ' +
          'not only the page, and add only amounts in the hotel’s currency. `paid` and ' +
          '`byMethod` add paid payments only; other statuses are summed apart, each on its own.',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => paymentsService.list(request.hotelId, request.query),
  );

  app.get(
    '/payment/export',
    {
      onRequest: read,
      schema: {
        ...base,
        summary: 'The filtered payments as a CSV or XLSX file (no paging, at most 10000 rows)',
        description:
          'CSV is UTF-8 with BOM; German uses `;` and a decimal comma, English `,` and a point.',
        querystring: paymentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const file = await paymentsService.export(request.hotelId, filter, format, request.language);
      return sendExportFile(reply, file);
    },
  );

  app.post(
    '/payment',
    {
      onRequest: write,
      schema: {
        ...base,
        summary: 'Record a payment on a booking (numbered per hotel, in the hotel’s currency)',
        description:
          'The method must be one the hotel accepts. Created as paid, it records paid at now.',
        body: paymentCreateSchema,
        response: { 201: paymentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await paymentsService.create(request.hotelId, request.body, request.principal)),
  );

  app.put(
    '/payment/:id',
    {
      onRequest: write,
      schema: {
        ...base,
        summary: 'Change status, room-access flag or notice of a payment',
        description:
          'Paid and canceled are final (409). Becoming paid records paid at; the booking’s ' +
          'history gets the changed values.',
        params: idParamsSchema,
        body: paymentUpdateSchema,
        response: { 200: paymentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      paymentsService.update(request.hotelId, request.params.id, request.body, request.principal),
  );
};
