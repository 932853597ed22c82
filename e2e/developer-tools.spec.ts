import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { e2ePort, freePort } from './support/ports';

/** What a new developer meets in the first hour: `pnpm dev` and the test runner's port. */

test('pnpm dev starts the API and the web app, and the web app reaches the API through its proxy', async () => {
  test.setTimeout(180_000);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-dev-'));
  // Its own process group, so that the API's and Vite's processes stop with it.
  const dev = spawn('node', ['scripts/dev.mjs'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        async () => {
          const response = await fetch(`http://127.0.0.1:${webPort}/api/health`).catch(() => null);
          return response?.status ?? 0;
        },
        { timeout: 150_000, intervals: [1000] },
      )
      .toBe(200);
    const page = await fetch(`http://127.0.0.1:${webPort}/login`, {
      headers: { accept: 'text/html' },
    });
    expect(await page.text()).toContain('<div id="root">');
    // The API's JSON log lines are made readable in development.
    // (Without ANSI colours: Playwright sets FORCE_COLOR for the processes it starts.)
    const plain = () => stripVTControlCharacters(output);
    await expect.poll(plain).toMatch(/\[api\] \[\d\d:\d\d:\d\d\] INFO: Server listening/);
  } catch (error) {
    throw new Error(`${String(error)}\n\npnpm dev printed:\n${output}`);
  } finally {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the end-to-end port: a taken E2E_PORT is refused with what to do, an unset one is picked free', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const address = taken.address();
  const takenPort = typeof address === 'object' && address ? address.port : 0;
  try {
    await expect(e2ePort({ E2E_PORT: String(takenPort) })).rejects.toThrow(
      `E2E_PORT=${takenPort} is already in use. Stop what listens there, choose another port (E2E_PORT=<port>), or leave E2E_PORT unset to let the tests pick a free port.`,
    );
    const env: NodeJS.ProcessEnv = {};
    const picked = await e2ePort(env);
    expect(picked).not.toBe(takenPort);
    expect(env.E2E_PORT).toBe(String(picked));
    // A worker process inherits the choice and takes it as it is, though the server listens there.
    expect(await e2ePort({ E2E_PORT: String(takenPort), E2E_PORT_CHOSEN: '1' })).toBe(takenPort);
  } finally {
    taken.close();
  }
});

test('the README and docs link only inside the repository, to files that exist', () => {
  const documents = ['README.md', ...readdirSync('docs').map((name) => `docs/${name}`)];
  for (const document of documents.filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(document, 'utf8');
    expect(text, `${document} names a path outside the repository`).not.toMatch(
      /\.\.\/shared|\]\(\.\.\//,
    );
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^(https?:|mailto:)/.test(target ?? '')) continue;
      const resolved = path.join(path.dirname(document), target ?? '');
      expect(existsSync(resolved), `${document} links to ${target}, which does not exist`).toBe(
        true,
      );
    }
  }
  const architecture = readFileSync('docs/architecture.md', 'utf8');
  for (const section of [
    '## Layers and boundaries',
    '## How a request flows',
    '## Where a new feature goes',
    '## Module map',
    '## Jobs and events',
  ]) {
    expect(architecture).toContain(section);
  }
});
