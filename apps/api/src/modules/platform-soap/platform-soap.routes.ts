import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  platformSoapInputSchema,
  platformSoapSchema,
  platformSoapTestSchema,
} from '@hotel/shared/contracts/platform-soap';
import { translateMessage } from '@hotel/shared/i18n/messages';
import { errorResponses } from '../../lib/error-schema';
import { auditActorOf } from '../admin-audit';
import type { PlatformSoapService } from './platform-soap.service';

/**
 * `/api/admin/soap`: the platform's bwOnline SOAP account (super admins only). The password is
 * write-only: answers say whether one is stored.
 */
export const platformSoapRoutes: FastifyPluginAsyncZod<{
  platformSoapService: PlatformSoapService;
}> = async (app, { platformSoapService }) => {
  const onRequest = [app.authenticate, app.requireSuperAdmin];
  const tags = ['admin', 'locks'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/admin/soap',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The platform’s bwOnline SOAP account (super admins only)',
        description:
          'Endpoint and username, whether a password is stored (never the password), and how ' +
          'many hotels open their doors through it right now.',
        response: { 200: platformSoapSchema, ...errorResponses(401, 403) },
      },
    },
    async () => platformSoapService.read(),
  );

  app.put(
    '/admin/soap',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Change the platform’s bwOnline SOAP account (super admins only)',
        description:
          'A password left out keeps the stored one, an empty one removes it. Hotels with ' +
          'bwOnline hardware and no endpoint of their own use this account.',
        body: platformSoapInputSchema,
        response: { 200: platformSoapSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => platformSoapService.update(request.body, auditActorOf(request.user)),
  );

  app.post(
    '/admin/soap/test',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Test the platform’s bwOnline SOAP account (super admins only)',
        description:
          'Lists the locks the service knows and answers `{ ok: true, answer }`, or ' +
          '`{ ok: false, error }` with the reason (unreachable, timeout, refused, the SOAP ' +
          'fault’s text), translated. 409 when no endpoint or password is stored.',
        response: { 200: platformSoapTestSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const outcome = await platformSoapService.test();
      const text = (value: { key: string; params?: Record<string, string | number> }) =>
        translateMessage(value.key, request.language, value.params);
      return outcome.ok
        ? { ok: true as const, answer: text(outcome.answer) }
        : { ok: false as const, error: text(outcome.error) };
    },
  );
};
