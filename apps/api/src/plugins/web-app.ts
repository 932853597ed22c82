import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '@hotel/shared/constants';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { DEFAULT_LANGUAGE, isLanguage } from '@hotel/shared/i18n/languages';
import { STAFF_ENTRY_HTML, WEB_ENTRIES, webEntryHtml } from '@hotel/shared/web-entries';
import { createPublicPageHtml, publicPageCsp } from './public-page-html';
import { createStaffLoginHtml, STAFF_LOGIN_PATH } from './staff-login-html';
import { revalidate } from './http-cache';
import { publicScopePlugin } from './access-scope';
import { notFoundBody, sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's text files, which have .br and .gz copies (apps/web/vite.config.ts `precompress`). */
const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built web app (when WEB_DIST exists) and decides every 404: an HTML navigation
 * outside /api gets the HTML of the entry that owns its path (public.html for /public/…,
 * guest-app.html for /guest_app/…, index.html for the staff app) so client-side routes survive a
 * reload; everything else, and all of /api, gets the JSON 404 body.
 */
export interface WebAppOptions {
  webDist: string;
  /** The public booking page's hotel (GET /api/public/hotel/{id}); null when there is none. */
  publicHotel?: (idOrSymbolCode: string) => Promise<PublicHotel | null>;
  /** reCAPTCHA is on: the public page may load Google's captcha script. */
  recaptcha?: boolean;
}

/** The language the page will show: the visitor's choice (cookie), else German (spec §9). */
const pageLanguage = (cookie: string | undefined) =>
  isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;

/** A path segment as written; undefined for a broken escape (`%E0%A4%A`): no such hotel. */
function decodedSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** `/public/{hotel}` and the pages under it: the hotel segment. */
const PUBLIC_HOTEL_PATH = /^\/public\/([^/]{1,100})(\/|$)/;

export const webAppPlugin = fp<WebAppOptions>(
  async (app, options) => {
    const serveSpa = existsSync(path.join(options.webDist, STAFF_ENTRY_HTML));
    const builtEntries = new Set<string>(
      WEB_ENTRIES.map((entry) => entry.html).filter((html) =>
        existsSync(path.join(options.webDist, html)),
      ),
    );
    // A build without an entry's page (an older one) answers its paths with the staff app.
    const entryHtmlOf = (pathname: string) => {
      const html = webEntryHtml(pathname);
      return builtEntries.has(html) ? html : STAFF_ENTRY_HTML;
    };
    const renderPublicPage = builtEntries.has('public.html')
      ? createPublicPageHtml(options.webDist)
      : undefined;
    const staffLogin = serveSpa ? createStaffLoginHtml(options.webDist) : undefined;

    // The SPA's files and its 404 decisions are public; one scope, so the 404 handler can use
    // the static plugin's reply.sendFile.
    await app.register(publicScopePlugin, {
      routes: async (web) => {
        if (serveSpa) {
          await web.register(fastifyStatic, {
            root: options.webDist,
            wildcard: false,
            cacheControl: false,
            // The build writes .br and .gz copies (apps/web/vite.config.ts `precompress`).
            preCompressed: true,
            setHeaders(res, filePath) {
              // Vite puts content-hashed files in assets/: a new build gets new names.
              const relative = path.relative(options.webDist, filePath).split(path.sep);
              res.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
              // A shared cache must not hand the brotli copy to a client that asked for gzip.
              if (PRECOMPRESSED.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
            },
          });
        } else {
          web.log.info(
            { webDist: options.webDist },
            'No built web app found; serving the API only',
          );
        }

        web.setNotFoundHandler(async (request, reply) => {
          const pathname = request.url.split('?')[0] ?? '';
          const isApi = pathname === '/api' || pathname.startsWith('/api/');
          const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
          if (
            serveSpa &&
            !isApi &&
            acceptsHtml &&
            (request.method === 'GET' || request.method === 'HEAD')
          ) {
            const html = entryHtmlOf(pathname);
            if (pathname === STAFF_LOGIN_PATH && staffLogin) {
              // The login screen drawn before any script (a signed-in visitor is sent on by the
              // app); every other staff path keeps the empty page, so it never flashes a login.
              const page = staffLogin.page(pageLanguage(request.cookies[LOCALE_COOKIE]));
              const appCsp = reply.getHeader('content-security-policy');
              if (typeof appCsp === 'string') {
                reply.header('content-security-policy', staffLogin.csp(appCsp));
              }
              // Compressed by the compression plugin, which adds Accept-Encoding to Vary.
              reply.type('text/html; charset=utf-8').header('vary', 'Cookie');
              const body = revalidate(request, reply, page, 'no-cache');
              return body === null ? reply.send() : reply.send(body);
            }
            if (html !== 'public.html') {
              return reply.header('cache-control', 'no-cache').sendFile(html);
            }
            // Any website may embed the booking page (the hotel's own: the embed snippet).
            reply.removeHeader('x-frame-options');
            reply.header('content-security-policy', publicPageCsp(options.recaptcha ?? false));
            const hotelParam = decodedSegment(PUBLIC_HOTEL_PATH.exec(pathname)?.[1]);
            const hotel =
              hotelParam && renderPublicPage && options.publicHotel
                ? await options.publicHotel(hotelParam).catch(() => null)
                : null;
            if (!hotel || !renderPublicPage) {
              return reply.header('cache-control', 'no-cache').sendFile(html);
            }
            const page = renderPublicPage(hotel, pageLanguage(request.cookies[LOCALE_COOKIE]));
            // Compressed by the compression plugin, which adds Accept-Encoding to Vary.
            reply.type('text/html; charset=utf-8').header('vary', 'Cookie');
            const body = revalidate(request, reply, page, 'no-cache');
            return body === null ? reply.send() : reply.send(body);
          }
          return sendError(reply, notFoundBody(request));
        });
      },
    });
  },
  { name: 'web-app', dependencies: ['error-handler', 'access'] },
);
