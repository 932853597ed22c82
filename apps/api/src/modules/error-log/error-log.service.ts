import {
  ERROR_DETAIL_OCCURRENCES,
  type ClientErrorReport,
  type ErrorGroup,
  type ErrorGroupDetail,
  type ErrorLogFilters,
  type ErrorLogPage,
} from '@hotel/shared/contracts/error-log';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { safeUrl } from '../../lib/logger-options';
import { rateLimitAddress, type RateLimiter } from '../rate-limits';
import { createErrorLogRepository } from './error-log.repository';
import type { ErrorRecorder } from './error-log.recorder';

/** Reports one browser may send: a page load sends at most 10 (the reporter's own cap). */
export const CLIENT_ERRORS_PER_IP_PER_MINUTE = 20;
/** Reports of all browsers together: a flood from many addresses stops here (429). */
export const CLIENT_ERRORS_PER_MINUTE = 300;
/** Occurrences, and groups left without one, are deleted after this long. */
export const ERROR_LOG_KEEP_DAYS = 30;

/** The admin area's error log: the browser's reports, the groups, resolving, retention. */
export function createErrorLogService(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  /** The app's one recorder, so closing the app waits for reports too. */
  recorder: ErrorRecorder;
  now?: () => Date;
}) {
  const repository = createErrorLogRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const { record } = deps.recorder;

  function groupOf(
    row: NonNullable<Awaited<ReturnType<typeof repository.findGroup>>>,
    names: Map<string, string>,
  ): ErrorGroup {
    return {
      id: row.id,
      kind: row.kind,
      source: row.source,
      title: row.title,
      count: row.count,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy:
        row.resolvedById && row.resolvedByEmail
          ? { id: row.resolvedById, email: row.resolvedByEmail }
          : null,
      lastHotel: row.lastHotelId
        ? { id: row.lastHotelId, name: names.get(row.lastHotelId) ?? null }
        : null,
    };
  }

  async function detail(id: string): Promise<ErrorGroupDetail> {
    const row = await repository.findGroup(id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.errorGroupNotFound');
    const occurrences = await repository.newestOccurrences(id, ERROR_DETAIL_OCCURRENCES);
    const names = await repository.hotelNames([
      row.lastHotelId,
      ...occurrences.map((occurrence) => occurrence.hotelId),
    ]);
    return {
      group: groupOf(row, names),
      occurrences: occurrences.map((occurrence) => ({
        id: occurrence.id,
        requestId: occurrence.requestId,
        method: occurrence.method,
        route: occurrence.route,
        statusCode: occurrence.statusCode,
        hotel: occurrence.hotelId
          ? { id: occurrence.hotelId, name: names.get(occurrence.hotelId) ?? null }
          : null,
        user: occurrence.userId ? { id: occurrence.userId, email: occurrence.userEmail } : null,
        message: occurrence.message,
        stack: occurrence.stack,
        context: occurrence.context,
        occurredAt: occurrence.occurredAt.toISOString(),
      })),
    };
  }

  return {
    /**
     * A report of the SPA's error reporter, counted against the caller's address (an IPv6
     * caller's /64 network) and the platform's budget first (a 429 beyond either); the report
     * itself is recorded like every other error.
     */
    async reportClientError(
      report: ClientErrorReport,
      caller: { ip: string; userId?: string | null; hotelId?: string | null },
    ): Promise<void> {
      await deps.rateLimiter.consume([
        {
          key: `client-error:ip:${rateLimitAddress(caller.ip)}`,
          max: CLIENT_ERRORS_PER_IP_PER_MINUTE,
          windowSeconds: 60,
        },
        { key: 'client-error:all', max: CLIENT_ERRORS_PER_MINUTE, windowSeconds: 60 },
      ]);
      const page = report.route?.trim() || pathOf(report.url);
      await record({
        kind: 'client',
        source: page,
        name: report.kind,
        message: report.message,
        stack: report.stack,
        route: page,
        userId: caller.userId,
        hotelId: caller.hotelId,
        context: {
          kind: report.kind,
          url: safeUrl(report.url),
          ...(report.userAgent ? { userAgent: report.userAgent } : {}),
          ...(report.release ? { release: report.release } : {}),
        },
      });
    },

    async list(filters: ErrorLogFilters): Promise<ErrorLogPage> {
      const { rows, total } = await repository.listGroups(filters);
      const names = await repository.hotelNames(rows.map((row) => row.lastHotelId));
      return {
        items: rows.map((row) => groupOf(row, names)),
        total,
        page: filters.page,
        limit: filters.limit,
      };
    },

    detail,

    /** Marks the group resolved by `userId`, or open again. */
    async setResolved(id: string, resolved: boolean, userId: string): Promise<ErrorGroupDetail> {
      const found = await repository.setResolved(id, resolved ? userId : null, now());
      if (!found) throw new AppError('NOT_FOUND', 'errors.errorGroupNotFound');
      return detail(id);
    },
  };
}

/**
 * `https://pms.example/booking/12?tab=x` → `/booking/:id`: the page without its query, ids
 * replaced, so one page's errors group together when the reporter sent no route pattern.
 */
function pathOf(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://unknown').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  return path
    .split('/')
    .map((segment) => (/\d/.test(segment) && /^[0-9a-f-]+$/i.test(segment) ? ':id' : segment))
    .join('/');
}

export type ErrorLogService = ReturnType<typeof createErrorLogService>;
