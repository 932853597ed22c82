#!/usr/bin/env node
// Checks the JavaScript each web entry loads before a visitor can use its first screen against its
// budget (issue 19), compressed as the server sends it: the build writes a Brotli copy (.br) of
// every file over 1 KB and the API sends it to a browser that accepts br (all current ones); a
// smaller file goes as it is. The gzip size (what an older client gets) is reported beside it.
// Counted: the entry script, every chunk it imports statically (what the HTML modulepreloads),
// and the lazy chunks the first screen always waits for (its page, its layout and the translation
// namespaces its routes declare, in German, the default language). Lazy chunks of other routes, and
// those a screen loads after it is usable, do not count.
// Usage: node scripts/check-bundle-size.mjs [web dist folder]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const KB = 1024;

/**
 * `firstScreen`: manifest keys (source paths, or `name:<chunk name>` for a code-splitting group)
 * of the lazy chunks the entry's first screen loads before it is usable; keep in step with the
 * entry's router and its routes' `namespaces`.
 */
const ENTRIES = [
  {
    html: 'public.html',
    label: '/public/{hotel}',
    budgetKb: 120,
    // The page and its first step (dates) are in the entry's chunk; the date picker, the stay
    // checks and the later steps are lazy chunks loaded on demand.
    firstScreen: ['src/locales/de/app.json', 'src/locales/de/publicPage.json'],
  },
  {
    html: 'guest-app.html',
    label: '/guest_app/{hotel}/login',
    budgetKb: 150,
    // The sign-in, home and booking pages are in the entry's chunk (any can be the first screen);
    // a lazy page reached from them (self check-in) is not on the first screen, nor the phone
    // check and the dialogs, which load once the page is idle.
    firstScreen: ['src/locales/de/app.json', 'src/locales/de/guestApp.json'],
  },
  {
    html: 'index.html',
    label: 'staff app /login',
    budgetKb: 200,
    // The login route (app/router.tsx, features/auth/routes.tsx): the Empty layout, the login
    // page, and the namespaces of the root (app, the shared catalogue) and of the login group.
    firstScreen: [
      'src/app/layouts/empty-layout.tsx',
      'src/features/auth/pages/login-page.tsx',
      'src/locales/de/app.json',
      'src/locales/de/auth.json',
      'name:messages-de',
    ],
  },
];

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  } catch (error) {
    fail(`no Vite manifest in ${dist} (build first, with build.manifest): ${error.message}`);
  }
}

/** `name:<chunk>` names a code-splitting group's chunk, whose key carries its hash. */
function manifestKey(manifest, key) {
  if (!key.startsWith('name:')) return key;
  const name = key.slice('name:'.length);
  const found = Object.keys(manifest).find((candidate) => manifest[candidate].name === name);
  if (!found) fail(`the manifest has no chunk named "${name}"; did the group move?`);
  return found;
}

/** The chunk's file and every JavaScript file it imports statically, transitively. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}"; did the source move?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** Scripts and modulepreloads the built HTML names: they must all be in the closure. */
function htmlScripts(html) {
  const text = readFileSync(path.join(dist, html), 'utf8');
  const sources = [...text.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)];
  return [...sources, ...preloads.map((match) => match[1])];
}

/** The bytes of a precompressed copy the build wrote, or of compressing the file the same way. */
function compressedSize(file, bytes, extension, compress) {
  const copy = path.join(dist, `${file}.${extension}`);
  return existsSync(copy) ? readFileSync(copy).length : compress(bytes).length;
}

/** Sizes in KB: raw, as sent to a browser accepting br (the .br copy, or raw), and gzip. */
function sizes(file) {
  const bytes = readFileSync(path.join(dist, file));
  const hasBrotli = existsSync(path.join(dist, `${file}.br`));
  const brotli = (data) =>
    brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  return {
    raw: bytes.length / KB,
    sent: (hasBrotli ? compressedSize(file, bytes, 'br', brotli) : bytes.length) / KB,
    brotli: compressedSize(file, bytes, 'br', brotli) / KB,
    gzip: compressedSize(file, bytes, 'gz', (data) => gzipSync(data, { level: 9 })) / KB,
  };
}

const manifest = readManifest();
let failures = 0;

for (const entry of ENTRIES) {
  const files = staticClosure(manifest, entry.html);
  for (const file of htmlScripts(entry.html)) {
    if (!files.has(file)) fail(`${entry.html} loads ${file}, which the manifest does not list`);
  }
  const lazyFiles = new Set();
  for (const key of entry.firstScreen) {
    for (const file of staticClosure(manifest, manifestKey(manifest, key))) {
      if (!files.has(file)) lazyFiles.add(file);
    }
  }
  const rows = [
    ...[...files].map((file) => ({ file, kind: 'initial', ...sizes(file) })),
    ...[...lazyFiles].map((file) => ({ file, kind: 'first screen', ...sizes(file) })),
  ].sort((a, b) => b.sent - a.sent);
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  const sent = total('sent');
  const isOver = sent > entry.budgetKb;
  if (isOver) failures += 1;

  console.log(`\n${entry.label} (${entry.html})`);
  console.table(
    rows.map((row) => ({
      file: row.file,
      loaded: row.kind,
      'raw KB': Number(row.raw.toFixed(1)),
      'sent KB': Number(row.sent.toFixed(1)),
      'gzip KB': Number(row.gzip.toFixed(1)),
    })),
  );
  console.log(
    `total ${sent.toFixed(1)} KB as sent with br (${Math.round(sent * KB)} bytes; budget ` +
      `${entry.budgetKb} KB)${isOver ? ' — OVER BUDGET' : ''}; all-Brotli ` +
      `${total('brotli').toFixed(1)} KB, gzip ${total('gzip').toFixed(1)} KB, ` +
      `raw ${total('raw').toFixed(1)} KB, ${rows.length} files`,
  );
}

if (failures > 0) fail(`${failures} entr${failures === 1 ? 'y is' : 'ies are'} over budget`);
