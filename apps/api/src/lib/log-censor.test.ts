import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';

/** One line through the app's logger configuration, as it would reach stdout. */
function logged(write: (log: ReturnType<typeof Fastify>['log']) => void) {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
  write(app.log);
  return JSON.parse(lines.at(-1)!) as Record<string, unknown>;
}

describe('the log censors secrets and personal data', () => {
  it('in a logged object and in the objects directly inside it', () => {
    const booking = { number: 1042, email: 'anna@example.com', lastName: 'Weber', nights: 3 };
    const line = logged((log) =>
      log.warn({ token: 'secret-token', phone: '+49 170 5550101', booking, attempt: 2 }, 'x'),
    );
    expect(line).toMatchObject({
      token: '[redacted]',
      phone: '[redacted]',
      booking: { number: 1042, email: '[redacted]', lastName: '[redacted]', nights: 3 },
      attempt: 2,
    });
    // The caller's object is left as it was.
    expect(booking.email).toBe('anna@example.com');
  });

  it('leaves a line without anything sensitive as it is', () => {
    const line = logged((log) => log.info({ job: 'cleaning', stats: { rooms: 12 } }, 'done'));
    expect(line).toMatchObject({ job: 'cleaning', stats: { rooms: 12 }, msg: 'done' });
  });

  it('writes an error through its whitelisting serializer only', () => {
    const error = Object.assign(new Error('insert failed\nparams: anna@example.com,$argon2id$x'), {
      code: '23514',
      params: ['anna@example.com'],
    });
    const line = logged((log) => log.error({ err: error }, 'Unexpected error'));
    const text = JSON.stringify(line);
    expect(text).toContain('insert failed');
    expect(text).toContain('23514');
    expect(text).not.toContain('anna@example.com');
    expect(text).not.toContain('argon2');
  });
});
