import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingExportQuerySchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  dashboardResponseSchema,
} from '@hotel/shared/contracts/bookings';
import {
  calendarQuerySchema,
  calendarResponseSchema,
} from '@hotel/shared/contracts/booking-calendar';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { validationError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-schema';
import { sendJsonText } from '../../lib/json-text-reply';
import { sendExportFile } from '../../lib/spreadsheet-export';
import { hotelHeaders } from '../../lib/route-schemas';
import type { BookingQueries } from './booking-queries.service';

const MAX_CALENDAR_DAYS = 400;

/** The read-only views: list, calendar (viewBookings) and dashboard (every member). */
export const bookingQueriesRoutes: FastifyPluginAsyncZod<{
  bookingQueries: BookingQueries;
}> = async (app, { bookingQueries }) => {
  const tags = ['booking'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requirePermission('viewBookings')];
  const base = { tags, security, headers: hotelHeaders };

  app.get(
    '/booking',
    {
      config: { apiKey: 'bookings.read' },
      onRequest,
      schema: {
        ...base,
        summary: 'Bookings filtered, sorted and paged',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, page, ...filter } = request.query;
      const result = await bookingQueries.list(request.hotelId, filter, {
        limit,
        offset: (page - 1) * limit,
      });
      return { ...result, page, limit };
    },
  );

  app.get(
    '/booking/export',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The filtered bookings as a CSV or XLSX file (no paging, at most 10000 rows)',
        description:
          'CSV is UTF-8 with BOM; German uses `;` and a decimal comma, English `,` and a point.',
        querystring: bookingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const file = await bookingQueries.export(request.hotelId, filter, format, request.language);
      return sendExportFile(reply, file);
    },
  );

  app.get(
    '/booking/calendar',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Rooms and the bookings holding a night in [startDate, endDate)',
        description: `At most ${MAX_CALENDAR_DAYS} days.`,
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { startDate, endDate } = request.query;
      if (nightsBetween(startDate, endDate) > MAX_CALENDAR_DAYS) {
        throw validationError([{ path: 'endDate', key: 'validation.dateRangeInvalid' }]);
      }
      return sendJsonText(reply, await bookingQueries.calendarJson(request.hotelId, request.query));
    },
  );

  // Spec §2: the dashboard's arrival and departure panels are always shown, so every member of
  // the hotel may read them (the hotel scope already refuses anyone else).
  app.get(
    '/booking/dashboard',
    {
      schema: {
        ...base,
        summary: 'Next arrivals and departures, today’s counts and tonight’s occupancy',
        description: 'Every member of the hotel, whatever their permissions.',
        response: { 200: dashboardResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => bookingQueries.dashboard(request.hotelId),
  );
};
