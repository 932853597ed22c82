import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPackageDir } from '../paths';

/** The bundle `pnpm test:scale` builds (tsup --out-dir dist-scale) before the test runs. */
export const SCALE_SERVER_ENTRY = path.join(apiPackageDir, 'dist-scale', 'server.js');

/** One `node dist-scale/server.js` with its output kept, so the test can read its log. */
export interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  isRunning(): boolean;
}

export function startApiProcess(name: string, port: number, env: Record<string, string>) {
  let output = '';
  let running = true;
  const child = spawn('node', [SCALE_SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `hotel-scale-${name}-`)),
      WEB_DIST: '/nonexistent/web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', () => (running = false));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    isRunning: () => running,
  } satisfies ApiProcess;
}

/** Polls `check` until it returns a value (not undefined) or the time is up. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function stopApiProcess(api: ApiProcess) {
  if (!api.isRunning()) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

/** One staff call to a process, as the hotel's signed-in user; the JSON answer and its status. */
export async function callApi(
  api: ApiProcess,
  auth: { token: string; hotelId: string },
  method: string,
  url: string,
  body?: object,
) {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${auth.token}`,
      hotel: auth.hotelId,
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
