import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { STAFF_ENTRY_HTML, WEB_ENTRIES, webEntryHtml } from '@hotel/shared/web-entries';
import { publicScopePlugin } from './access-scope';
import { notFoundBody, sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (when WEB_DIST exists) and decides every 404: an HTML navigation
 * outside /api gets the HTML of the entry that owns its path (public.html for /public/…,
 * guest-app.html for /guest_app/…, index.html for the staff app) so client-side routes survive a
 * reload; everything else, and all of /api, gets the JSON 404 body.
 */
export const webAppPlugin = fp<{ webDist: string }>(
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

    // The SPA's files and its 404 decisions are public; one scope, so the 404 handler can use
    // the static plugin's reply.sendFile.
    await app.register(publicScopePlugin, {
      routes: async (web) => {
        if (serveSpa) {
          await web.register(fastifyStatic, {
            root: options.webDist,
            wildcard: false,
            cacheControl: false,
            setHeaders(res, filePath) {
              // Vite puts content-hashed files in assets/: a new build gets new names.
              const relative = path.relative(options.webDist, filePath).split(path.sep);
              res.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
            },
          });
        } else {
          web.log.info(
            { webDist: options.webDist },
            'No built web app found; serving the API only',
          );
        }

        web.setNotFoundHandler((request, reply) => {
          const pathname = request.url.split('?')[0] ?? '';
          const isApi = pathname === '/api' || pathname.startsWith('/api/');
          const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
          if (
            serveSpa &&
            !isApi &&
            acceptsHtml &&
            (request.method === 'GET' || request.method === 'HEAD')
          ) {
            return reply.header('cache-control', 'no-cache').sendFile(entryHtmlOf(pathname));
          }
          return sendError(reply, notFoundBody(request));
        });
      },
    });
  },
  { name: 'web-app', dependencies: ['error-handler', 'access'] },
);
