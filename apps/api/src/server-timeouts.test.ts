import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One GET on a real connection: its status and headers. */
function getOnce(port: number, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    call.on('error', reject).end();
  });
}

describe('the listening server', () => {
  it('keeps idle connections longer than a load balancer (72 s > 60 s of AWS ALB) by default', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await getOnce(port, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
    expect(answer.headers['keep-alive']).toBe('timeout=72');
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.headersTimeout).toBeGreaterThan(72_000);
    expect(t.app.server.requestTimeout).toBe(120_000);
  });

  it('takes the timeouts from the environment', async () => {
    const parsed = parseConfig(
      {
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '650',
        HTTP_HEADERS_TIMEOUT_SECONDS: '660',
        HTTP_REQUEST_TIMEOUT_SECONDS: '900',
      },
      '/srv/app',
    );
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    t = await createTestApp({ http: parsed.config.http });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect((await getOnce(port, '/api/health')).headers['keep-alive']).toBe('timeout=650');
    expect(t.app.server.headersTimeout).toBe(660_000);
    expect(t.app.server.requestTimeout).toBe(900_000);
  });
});
