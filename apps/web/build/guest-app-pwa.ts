import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the worker is served: inside /guest_app/, so its scope is the guest app and no more. */
const SERVICE_WORKER_FILE = 'guest_app/sw.js';
/** Copied from public/: the manifest and its icons, stored with the shell. */
const STATIC_FILES = [
  '/guest-app.html',
  '/guest_app/manifest.webmanifest',
  '/guest_app/icon-192.png',
  '/guest_app/icon-512.png',
  '/favicon.svg',
];

function isGuestAppEntry(chunk: OutputChunk) {
  const id = chunk.facadeModuleId ?? '';
  return (
    chunk.isEntry && (id.endsWith('guest-app.html') || id.endsWith('entries/guest-app/main.tsx'))
  );
}

/**
 * Every file the guest app may load: its entry chunk, what that imports statically or lazily
 * (pages, translations, the phone check), and their CSS, as URL paths.
 */
function guestAppFiles(bundle: OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find(isGuestAppEntry);
  if (!entry) throw new Error('guest-app-pwa: no guest-app entry chunk in the bundle');
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  visit(entry.fileName);
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * The guest app as an installable web app (issue 14): writes its service worker with the list of
 * files to keep, in a production build only (the dev server has no worker).
 */
export function guestAppPwa(): Plugin {
  return {
    name: 'guest-app-pwa',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const precache = [...STATIC_FILES, ...guestAppFiles(bundle)];
      const template = await readFile(
        new URL('./guest-app-service-worker.js', import.meta.url),
        'utf8',
      );
      // A new file list or new worker code: a new cache, and the old one is dropped on activate.
      const version = createHash('sha256')
        .update(template)
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 12);
      const source = template
        .replace('self.__GUEST_APP_PRECACHE__', JSON.stringify(precache))
        .replace('self.__GUEST_APP_VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source });
    },
  };
}
