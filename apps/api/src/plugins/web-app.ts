import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { publicScopePlugin } from './access-scope';
import { notFoundBody, sendError } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA (when WEB_DIST exists) and decides every 404: an HTML navigation outside
 * /api gets index.html so client-side routes survive a reload; everything else, and all of /api,
 * gets the JSON 404 body.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app, options) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const serveSpa = existsSync(indexFile);

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
            return reply.header('cache-control', 'no-cache').sendFile('index.html');
          }
          return sendError(reply, notFoundBody(request));
        });
      },
    });
  },
  { name: 'web-app', dependencies: ['error-handler', 'access'] },
);
