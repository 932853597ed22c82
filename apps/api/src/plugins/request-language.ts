import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '@hotel/shared/constants';
import type { Language } from '@hotel/shared/i18n/messages';
import { resolveLanguage } from '../lib/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** de or en, for every message the API sends back (see lib/language.ts). */
    readonly language: Language;
  }
}

export const requestLanguagePlugin = fp(
  async (app) => {
    // A getter, so the error handler has a language even for requests that failed early.
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        const header = this.headers['accept-language'];
        return resolveLanguage(
          Array.isArray(header) ? header[0] : header,
          this.cookies?.[LOCALE_COOKIE],
        );
      },
    });
  },
  { name: 'request-language', dependencies: ['@fastify/cookie'] },
);
