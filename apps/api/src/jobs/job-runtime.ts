import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ProcessRole } from '../config';
import type { Database } from '../db/client';
import { eventHandlerQueue, relayEvents } from './event-relay';
import { recordFailedJob } from './failed-jobs';
import {
  eventQueueName,
  type JobData,
  type JobRegistry,
  type JobSender,
  type QueueDefinition,
} from './registry';
import { startScheduler } from './scheduler';
import { txExecutor } from './tx-executor';

const POLLING_INTERVAL_SECONDS = 1;
/** Any constant distinct from the migration lock's. */
const QUEUE_SETUP_LOCK_KEY = 7_305_412_002;
const RELAY_IDLE_MS = 500;
/** SIGTERM: running jobs get this long to finish; then pg-boss fails them into their retry. */
const SHUTDOWN_GRACE_MS = 20_000;
/** runPending: rounds of relay + every queue, enough for handlers that send further jobs. */
const MAX_PENDING_ROUNDS = 20;

export interface JobRuntime extends JobSender {
  /** Creates the queues; a worker (role all or worker) also starts handlers, schedules and the relay. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (or releases them), stops the relay. */
  stop(): Promise<void>;
  readonly isStarted: boolean;
  /**
   * Relays the pending events and runs every queued job in this process until none is left:
   * the tests' worker. `includeDelayed` also runs jobs waiting for their retry's backoff.
   */
  runPending(options?: { includeDelayed?: boolean }): Promise<void>;
}

export function createJobRuntime(options: {
  database: Database;
  registry: JobRegistry;
  role: ProcessRole;
  log: FastifyBaseLogger;
  maintenanceSeconds: number;
  testEventHandlerDelayMs: number;
}): JobRuntime {
  const { database, registry, role, log } = options;
  const { db } = database;
  const runsJobs = role !== 'web';
  const boss = new PgBoss({
    db: database.sql,
    // Expired (crashed) jobs are retried by maintenance; only processes that work run it.
    supervise: runsJobs,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));

  const queues: QueueDefinition[] = [
    ...registry.queues,
    ...registry.eventHandlers.map((handler) =>
      eventHandlerQueue(db, handler, { testDelayMs: options.testEventHandlerDelayMs }),
    ),
  ];
  const workerIds = new Map<string, string>();
  let started = false;
  let stopping = false;
  let scheduler: { stop(): Promise<void> } | undefined;
  let relayLoop: Promise<void> | undefined;

  const send: JobSender['send'] = async (queue, data, sendOptions = {}) => {
    const id = await boss.send(queue, data, {
      singletonKey: sendOptions.singletonKey,
      singletonSeconds: sendOptions.singletonSeconds,
      db: sendOptions.tx ? txExecutor(sendOptions.tx) : undefined,
    });
    // A local worker starts at once instead of at its next poll (after commit only: in a
    // transaction the job is not visible yet).
    const workerId = workerIds.get(queue);
    if (id && workerId && !sendOptions.tx) boss.notifyWorker(workerId);
  };

  async function runJob(queue: QueueDefinition, job: PgBoss.JobWithMetadata<JobData>) {
    const attempt = job.retryCount + 1;
    const isLastAttempt = job.retryCount >= job.retryLimit;
    log.debug({ queue: queue.name, jobId: job.id, attempt }, 'Job started');
    try {
      await queue.handle(job.data, { jobId: job.id, attempt, isLastAttempt, log, send });
    } catch (error) {
      if (isLastAttempt) {
        await queue.onFinalFailure?.(job.data, error);
        await recordFailedJob(db, log, {
          queue: queue.name,
          jobId: job.id,
          data: job.data,
          error,
          attempts: attempt,
        });
      } else {
        log.warn({ queue: queue.name, jobId: job.id, attempt }, 'A job failed and will be retried');
      }
      throw error;
    }
  }

  async function relayUntilStopped() {
    while (!stopping) {
      let relayed = 0;
      try {
        relayed = await relayEvents(db, boss, registry.eventHandlers);
        if (relayed > 0) {
          for (const handler of registry.eventHandlers) {
            const workerId = workerIds.get(eventQueueName(handler.name));
            if (workerId) boss.notifyWorker(workerId);
          }
        }
      } catch (error) {
        log.error({ err: error }, 'Relaying domain events failed');
      }
      if (relayed === 0) await new Promise((resolve) => setTimeout(resolve, RELAY_IDLE_MS));
    }
  }

  return {
    send,
    get isStarted() {
      return started;
    },

    async start() {
      await boss.start();
      await db.transaction(async (tx) => {
        // pg-boss's create_queue deadlocks when processes create the same queues at once
        // (three starting together): one process at a time, in one transaction.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_SETUP_LOCK_KEY})`);
        const setup = new PgBoss({ db: txExecutor(tx), supervise: false, schedule: false });
        for (const queue of queues) {
          const policy = {
            name: queue.name,
            retryLimit: queue.retryLimit,
            retryDelay: queue.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: queue.expireInSeconds,
          };
          await setup.createQueue(queue.name, policy);
          await setup.updateQueue(queue.name, policy);
        }
      });
      if (runsJobs) {
        for (const queue of queues) {
          const workerId = await boss.work<JobData>(
            queue.name,
            {
              includeMetadata: true,
              batchSize: 1,
              pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
            },
            ([job]) => runJob(queue, job!),
          );
          workerIds.set(queue.name, workerId);
        }
        scheduler = startScheduler(registry.schedules, send, log);
        relayLoop = relayUntilStopped();
      }
      started = true;
    },

    async stop() {
      if (!started) return;
      stopping = true;
      await scheduler?.stop();
      await relayLoop;
      await boss.stop({ graceful: true, timeout: SHUTDOWN_GRACE_MS });
      started = false;
    },

    async runPending({ includeDelayed = false } = {}) {
      for (let round = 0; round < MAX_PENDING_ROUNDS; round++) {
        let ran = 0;
        while ((await relayEvents(db, boss, registry.eventHandlers)) > 0) ran++;
        for (const queue of queues) {
          const jobs = await boss.fetch<JobData>(queue.name, {
            includeMetadata: true,
            batchSize: 50,
            ignoreStartAfter: includeDelayed,
          });
          for (const job of jobs) {
            ran++;
            try {
              await runJob(queue, job);
              await boss.complete(queue.name, job.id);
            } catch (error) {
              await boss.fail(queue.name, job.id, error as object);
            }
          }
        }
        if (ran === 0) return;
      }
    },
  };
}
