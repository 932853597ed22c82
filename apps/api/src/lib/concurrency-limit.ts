interface Waiter {
  /** Hands the waiter a slot that release() already counted as running. */
  grant: () => void;
}

export interface AcquireOptions {
  /** Gives up the place in line (the caller went away); acquire then rejects with `reason`. */
  signal?: AbortSignal;
}

/**
 * Runs at most `concurrency` tasks at a time; later ones wait in line. When `maxWaiting` are
 * already waiting, `run` refuses at once with `onFull()`'s error instead of growing the line
 * (each waiting task may hold a large input in memory). With `maxWaitMs`, a task that waited
 * that long leaves the line with `onTimeout()`'s error, so nobody waits without end.
 */
export function createConcurrencyLimit(options: {
  concurrency: number;
  maxWaiting: number;
  onFull: () => Error;
  maxWaitMs?: number;
  onTimeout?: () => Error;
}) {
  let running = 0;
  const waiting: Waiter[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next.grant();
    }
  }

  function waitInLine(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const leave = (error: unknown) => {
        const index = waiting.indexOf(waiter);
        if (index !== -1) waiting.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const onAbort = () => leave(signal?.reason);
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      waiting.push(waiter);
      if (options.maxWaitMs !== undefined) {
        const onTimeout = options.onTimeout ?? options.onFull;
        timer = setTimeout(() => leave(onTimeout()), options.maxWaitMs);
      }
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * A slot, once free: resolves with the function that gives it back (call it exactly once).
   * Rejects at once when the line is full, later when the wait is over or `signal` aborts.
   */
  async function acquire(acquireOptions: AcquireOptions = {}): Promise<() => void> {
    const { signal } = acquireOptions;
    if (signal?.aborted) throw signal.reason;
    if (running >= options.concurrency) {
      if (waiting.length >= options.maxWaiting) throw options.onFull();
      // release() hands its slot over before granting us, so `running` is already counted.
      await waitInLine(signal);
    } else {
      running += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    acquire,
    async run<T>(task: () => Promise<T>): Promise<T> {
      const done = await acquire();
      try {
        return await task();
      } finally {
        done();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type ConcurrencyLimit = ReturnType<typeof createConcurrencyLimit>;
