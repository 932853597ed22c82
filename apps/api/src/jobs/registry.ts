import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client';

/**
 * The job registry's vocabulary: queues with their handler and retry policy, schedules that
 * send a queue's job once per period, and event handlers that subscribe to domain events.
 * `jobs/app-jobs.ts` lists the application's; later issues add theirs there.
 */

/** Job data carries ids only (it is stored, retried and copied to failed_jobs), never personal data. */
export type JobData = Record<string, unknown> & { hotelId?: string };

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists exactly when the caller's change commits. */
  tx?: Tx;
  /** With singletonSeconds: at most one job per key and period. */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** What services see of the queue: they send, workers run. */
export interface JobSender {
  send(queue: string, data: JobData, options?: SendOptions): Promise<void>;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  isLastAttempt: boolean;
  log: FastifyBaseLogger;
  send: JobSender['send'];
}

export interface QueueDefinition<Data extends JobData = JobData> {
  name: string;
  /** Tries after the first; each waits about twice as long as the one before (from retryDelaySeconds). */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A try still running after this long counts as crashed: pg-boss's maintenance hands the job
   * to another worker (a process killed mid-job leaves its job active until then).
   */
  expireInSeconds: number;
  handle(data: Data, context: JobContext): Promise<void>;
  /** Runs once when the last try failed, before the failure is recorded in failed_jobs. */
  onFinalFailure?(data: Data, error: unknown): Promise<void>;
}

/** Sends `queue`'s job once per `everySeconds`, however many processes run the scheduler. */
export interface ScheduleDefinition {
  queue: string;
  everySeconds: number;
}

export interface DomainEvent {
  id: string;
  hotelId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface EventHandlerDefinition {
  /** Stable: it names the handler's queue (`event.<name>`) and its rows in handled_events. */
  name: string;
  eventTypes: readonly string[];
  /**
   * Runs inside the transaction that records (name, event id) in handled_events, so its effect
   * happens once per event even though delivery is at least once.
   */
  handle(event: DomainEvent, tx: Tx): Promise<void>;
}

export interface JobRegistry {
  queues: QueueDefinition[];
  schedules: ScheduleDefinition[];
  eventHandlers: EventHandlerDefinition[];
}

export function defineQueue<Data extends JobData>(definition: QueueDefinition<Data>) {
  return definition as unknown as QueueDefinition;
}

export function defineEventHandler(definition: EventHandlerDefinition) {
  return definition;
}

export const eventQueueName = (handler: string) => `event.${handler}`;
