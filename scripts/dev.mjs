#!/usr/bin/env node
/**
 * `pnpm dev`: the API (restarts on change, readable logs) and the web app (Vite, hot reload) in
 * one terminal. Vite proxies /api to the API, so the app at the printed address works as in
 * production. Settings come from the environment and, when present, from `.env` at the root
 * (see `.env.example`). Ctrl+C stops both; if one of them stops, so does the other.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;
const env = {
  ...process.env,
  PORT: apiPort,
  VITE_API_PROXY: `http://127.0.0.1:${apiPort}`,
  // Links in emails open the page people use in development: Vite's, not the API's.
  APP_URL: process.env.APP_URL ?? webUrl,
};
const bin = (dir, name) => path.join(root, dir, 'node_modules', '.bin', name);

/** Prints a child's lines with a label, so the two outputs stay apart. */
function labelled(label, stream, target) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => rest && target.write(`${label} ${rest}\n`));
}

const children = [];
function start(label, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.on('exit', (code, signal) => stopAll(`${label} stopped (${signal ?? code})`, code ?? 1));
  return child;
}

let stopping = false;
function stopAll(reason, code) {
  if (stopping) return;
  stopping = true;
  if (reason) process.stderr.write(`${reason}\n`);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll('', 0));
process.on('SIGTERM', () => stopAll('', 0));

// The API logs JSON lines (what production collects); pino-pretty makes them readable here.
const api = start(
  'api',
  bin('apps/api', 'tsx'),
  ['watch', 'src/server.ts'],
  path.join(root, 'apps/api'),
);
const pretty = spawn(
  bin('.', 'pino-pretty'),
  ['--translateTime', 'SYS:HH:MM:ss', '--ignore', 'pid,hostname'],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
api.stdout.pipe(pretty.stdin);
labelled('[api]', pretty.stdout, process.stdout);
labelled('[api]', api.stderr, process.stderr);

// Vite starts once the API answers, so the first page load finds it (and no proxy errors show).
await waitForApi();
const web = start(
  'web',
  bin('apps/web', 'vite'),
  ['--port', webPort, '--strictPort'],
  path.join(root, 'apps/web'),
);
labelled('[web]', web.stdout, process.stdout);
labelled('[web]', web.stderr, process.stderr);
process.stdout.write(`Development: open ${webUrl} (API on http://localhost:${apiPort})\n`);

async function waitForApi() {
  while (!stopping) {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
