import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { publicScopePlugin } from './access-scope';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the zod route schemas: JSON at /api/docs/json, a UI at /api/docs. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Hotel PMS API',
          description:
            'Staff calls carry `Authorization: Bearer <token>` from POST /api/auth/login and, for hotel data, the `hotel: <hotel id>` header. Errors are `{ statusCode, code, message, issues? }` with `message` in the request language (Accept-Language de/en). The calls API keys may make are the v1 subset: /api/v1/docs/ and /api/v1/openapi.json.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({
        skipList: [`${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/*`],
      }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(publicScopePlugin, {
      routes: async (docs) => {
        await docs.register(fastifySwaggerUi, {
          routePrefix: DOCS_PREFIX,
          staticCSP: true,
          // The app may run on plain http (localhost); upgrading would break the UI's own assets.
          transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
        });
      },
    });
  },
  { name: 'openapi', dependencies: ['access'] },
);
