#!/usr/bin/env node
// Checks the JavaScript each web entry loads before a visitor can use its first screen against a
// gzip budget (issue 10): the entry script, every chunk it imports statically (what the HTML
// modulepreloads), and the lazy chunks the first screen always waits for (its page and the
// translation namespaces its routes declare, in German, the default language). Lazy chunks of
// other routes do not count. Usage: node scripts/check-bundle-size.mjs [web dist folder]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const KB = 1024;

/**
 * `firstScreen`: manifest keys (source paths) of the lazy chunks the entry's first screen loads
 * before it is usable; keep in step with the entry's router and its routes' `namespaces`.
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
    label: '/guest_app/{hotel}',
    budgetKb: 150,
    // The sign-in, home and booking pages are in the entry's chunk (any can be the first screen);
    // a lazy page reached from them (self check-in) is not on the first screen.
    firstScreen: ['src/locales/de/app.json', 'src/locales/de/guestApp.json'],
  },
  // The staff app has no budget; its size is reported to see where it goes.
  { html: 'index.html', label: 'staff app (/login)', budgetKb: null, firstScreen: [] },
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

function gzipKb(file) {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length / KB, gzip: gzipSync(bytes, { level: 9 }).length / KB };
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
    for (const file of staticClosure(manifest, key)) if (!files.has(file)) lazyFiles.add(file);
  }
  const rows = [
    ...[...files].map((file) => ({ file, kind: 'initial', ...gzipKb(file) })),
    ...[...lazyFiles].map((file) => ({ file, kind: 'first screen', ...gzipKb(file) })),
  ].sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const isOver = entry.budgetKb !== null && total > entry.budgetKb;
  if (isOver) failures += 1;

  console.log(`\n${entry.label} (${entry.html})`);
  console.table(
    rows.map((row) => ({
      file: row.file,
      loaded: row.kind,
      'raw KB': Number(row.raw.toFixed(1)),
      'gzip KB': Number(row.gzip.toFixed(1)),
    })),
  );
  const budget = entry.budgetKb === null ? 'no budget' : `budget ${entry.budgetKb} KB`;
  console.log(
    `total ${total.toFixed(1)} KB gzip (${Math.round(total * KB)} bytes; ${budget})${isOver ? ' — OVER BUDGET' : ''}`,
  );
}

if (failures > 0) fail(`${failures} entr${failures === 1 ? 'y is' : 'ies are'} over budget`);
