import { createServer } from 'node:net';

/** Whether nothing listens on the port of 127.0.0.1 (by binding it for a moment). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 that nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The port of the server the end-to-end tests start: `E2E_PORT` when set (refused with a clear
 * message when something already listens there), otherwise a free one. The choice is kept in
 * the environment, which Playwright's worker processes inherit, so they all use the same port
 * without checking it again (by then the test server listens there).
 */
export async function e2ePort(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (env.E2E_PORT_CHOSEN === '1' && env.E2E_PORT) return Number(env.E2E_PORT);
  let port: number;
  if (env.E2E_PORT) {
    port = Number(env.E2E_PORT);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`E2E_PORT=${env.E2E_PORT} is not a port number (1–65535).`);
    }
    if (!(await isPortFree(port))) {
      throw new Error(
        `E2E_PORT=${port} is already in use. Stop what listens there, choose another port ` +
          `(E2E_PORT=<port>), or leave E2E_PORT unset to let the tests pick a free port.`,
      );
    }
  } else {
    port = await freePort();
  }
  env.E2E_PORT = String(port);
  env.E2E_PORT_CHOSEN = '1';
  return port;
}
