import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
// Relative, not @hotel/shared: Vite bundles the config's relative imports but leaves packages to
// Node, which cannot load the shared package's TypeScript source.
import {
  STAFF_ENTRY_HTML,
  WEB_ENTRIES,
  webEntryHtml,
} from '../../packages/shared/src/web-entries.ts';
import { guestAppPwa } from './build/guest-app-pwa.ts';

const apiProxyTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * In dev and preview, a page navigation gets the HTML of the entry that owns its path, as the
 * API does in production (apps/api/src/plugins/web-app.ts); other paths fall back to index.html.
 */
function entryPages(): Plugin {
  const rewrite = (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const isNavigation = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const html = webEntryHtml(pathname);
    if (isNavigation && html !== STAFF_ENTRY_HTML) req.url = `/${html}`;
    next();
  };
  return {
    name: 'entry-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, once at
 * build time with the strongest settings, so the API serves them compressed without spending
 * CPU per request (@fastify/static `preCompressed`). Files under 1 KB gain nothing.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  async function* files(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* files(full);
      else if (COMPRESSIBLE.test(entry.name)) yield full;
    }
  }
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      for await (const file of files(outDir)) {
        if ((await stat(file)).size < 1024) continue;
        const data = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(data, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}

/** Modules of these packages, wherever pnpm put them. */
function nodeModules(...packages: string[]) {
  const names = packages.map((name) => name.replace('/', '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
}

const page = (html: string) => fileURLToPath(new URL(`./${html}`, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), entryPages(), guestAppPwa(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  // Three pages: the staff SPA, the public booking page and the guest app (shared/web-entries).
  // The API serves this folder in production; the manifest feeds the bundle size check.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: Object.fromEntries([
        ['staff', page(STAFF_ENTRY_HTML)],
        ...WEB_ENTRIES.map((entry) => [entry.name, page(entry.html)]),
      ]),
      // By default a module's chunk follows which entries and lazy pages use it, which cut the
      // staff app's libraries into many small chunks once the public entries dropped some: these
      // groups keep each library whole. Matched modules only, not what they import (React).
      output: {
        // Seven hash characters (42 bits) still tell every build's files apart for caching; each
        // chunk name is repeated in every import and preload list of the first screen.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'staff-vendor', test: nodeModules('react-router', 'axios') },
            // Its own chunk: the public page's later steps validate with it without the router.
            { name: 'zod', test: nodeModules('zod') },
            { name: 'query', test: nodeModules('@tanstack/query-core', '@tanstack/react-query') },
            // The shared catalogue, one chunk per language: an entry loads the shown language's.
            ...['de', 'en'].map((language) => ({
              name: `messages-${language}`,
              test: new RegExp(
                `[\\\\/]shared[\\\\/]src[\\\\/]i18n[\\\\/]messages(-[\\w-]+)?-${language}\\.ts$`,
              ),
            })),
          ].map((group) => ({ ...group, includeDependenciesRecursively: false })),
        },
      },
    },
  },
});
