import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createConcurrencyLimit', () => {
  it('runs at most `concurrency` tasks at once and starts the next when one ends', async () => {
    const limit = createConcurrencyLimit({
      concurrency: 2,
      maxWaiting: 10,
      onFull: () => new Error('full'),
    });
    const gates = Array.from({ length: 5 }, deferred);
    let active = 0;
    let peak = 0;
    const results = gates.map((gate, index) =>
      limit.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect([limit.running, limit.waiting]).toEqual([2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the line is full, and a failing task frees its slot', async () => {
    const limit = createConcurrencyLimit({
      concurrency: 1,
      maxWaiting: 1,
      onFull: () => new Error('full'),
    });
    const gate = deferred();
    const first = limit.run(async () => {
      await gate.promise;
      throw new Error('broken');
    });
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toThrow('full');
    gate.resolve();
    await expect(first).rejects.toThrow('broken');
    expect(await second).toBe('second');
    expect(await limit.run(async () => 'fourth')).toBe('fourth');
  });

  it('lets a task that waited too long leave the line with its own error', async () => {
    const limit = createConcurrencyLimit({
      concurrency: 1,
      maxWaiting: 5,
      onFull: () => new Error('full'),
      maxWaitMs: 20,
      onTimeout: () => new Error('waited too long'),
    });
    const gate = deferred();
    const first = limit.run(() => gate.promise);
    await expect(limit.run(async () => 'late')).rejects.toThrow('waited too long');
    expect(limit.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('takes a caller that went away out of the line, and a slot is given back once', async () => {
    const limit = createConcurrencyLimit({
      concurrency: 1,
      maxWaiting: 5,
      onFull: () => new Error('full'),
    });
    const holder = await limit.acquire();
    const gone = new AbortController();
    const leaving = limit.acquire({ signal: gone.signal });
    const staying = limit.acquire();
    expect(limit.waiting).toBe(2);
    gone.abort(new Error('client closed'));
    await expect(leaving).rejects.toThrow('client closed');
    expect(limit.waiting).toBe(1);
    holder();
    holder();
    const next = await staying;
    expect([limit.running, limit.waiting]).toEqual([1, 0]);
    next();
    expect(limit.running).toBe(0);
  });
});
