import { isIsoDate } from '@hotel/shared/stay-dates';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
} from '@hotel/shared/errors';
import { translateMessage, type Language } from '@hotel/shared/i18n/messages';
import { isAppError, type AppErrorIssue } from '../lib/app-error';

/** Fastify's own client errors, each with a clear status and message instead of a raw text. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', key: 'errors.invalidJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'BAD_REQUEST', key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
};

function isCatalogueKey(message: string): boolean {
  return /^[a-z]+\.[A-Za-z]+$/.test(message) && translateMessage(message, 'en') !== message;
}

/** A zod issue whose message is not one of our keys (e.g. zod's default for a missing body). */
function fallbackKey(keyword: string, message: string): string {
  if (keyword === 'invalid_type') {
    return /received undefined/.test(message) ? 'validation.required' : 'validation.invalidType';
  }
  if (keyword === 'too_big') return 'validation.tooLong';
  if (keyword === 'unrecognized_keys') return 'validation.unknownField';
  return 'validation.invalid';
}

function issueParams(params: Record<string, unknown>): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  if (typeof params.minimum === 'number' || typeof params.minimum === 'bigint') {
    result.min = Number(params.minimum);
  }
  if (typeof params.maximum === 'number' || typeof params.maximum === 'bigint') {
    result.max = Number(params.maximum);
  }
  // Custom issues carry their own parameters as zod's `params: { params: { days } }` (the shape
  // the web's resolver reads too), e.g. { days } for the minimum stay.
  const own = params.params as { params?: unknown } | undefined;
  const custom = own && typeof own.params === 'object' ? own.params : own;
  if (custom && typeof custom === 'object') {
    for (const [name, value] of Object.entries(custom)) {
      if (typeof value === 'string' || typeof value === 'number') result[name] = value;
    }
  }
  return result;
}

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/guests/0` → `guests.0`: the form field a request path names. */
function fieldPath(instancePath: string, ...more: string[]) {
  return [...instancePath.split('/').filter(Boolean), ...more].join('.');
}

/**
 * A request path's issues with our message keys. An unknown field is named (one issue per
 * field, at its own path), so the caller sees which of its fields the contract does not know.
 */
function validationIssues(items: readonly ValidationItem[]): AppErrorIssue[] {
  return items.flatMap((item) => {
    const keys = item.params.keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((field) => ({
        path: fieldPath(item.instancePath, String(field)),
        key: 'validation.unknownField',
        params: { field: String(field) },
      }));
    }
    const params = issueParams(item.params);
    const message = item.message ?? '';
    const key = isCatalogueKey(message) ? message : fallbackKey(item.keyword, message);
    return [
      {
        path: fieldPath(item.instancePath),
        key,
        ...(Object.keys(params).length > 0 ? { params } : {}),
      },
    ];
  });
}

function translateIssue(issue: AppErrorIssue, language: Language): FieldIssue {
  const params = issue.params ?? {};
  return {
    path: issue.path,
    key: issue.key,
    message: translateMessage(issue.key, language, params),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** A stay date in a message reads like the date fields of the app: 21.11.2026 / 21/11/2026. */
function formatIsoDate(value: string, language: Language): string {
  const [year, month, day] = value.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/**
 * Parameter values that are catalogue keys (e.g. `bookingStatus.checked_in`) are translated too,
 * so a message can name a status in the request language; ISO dates are written the local way.
 */
function translateParams(
  params: Record<string, string | number> | undefined,
  language: Language,
): Record<string, string | number> | undefined {
  if (!params) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && isIsoDate(value)
        ? formatIsoDate(value, language)
        : typeof value === 'string' &&
            /^[a-zA-Z]+\.[A-Za-z_]+$/.test(value) &&
            translateMessage(value, 'en') !== value
          ? translateMessage(value, language)
          : value,
    ]),
  );
}

/** The error body of every refusal: `{ statusCode, code, message, issues? }` in `language`. */
export function errorBody(
  code: ErrorCode,
  messageKey: string | readonly string[],
  language: Language,
  options: {
    statusCode?: number;
    params?: Record<string, string | number>;
    issues?: AppErrorIssue[];
  } = {},
): ErrorBody {
  return {
    statusCode: options.statusCode ?? ERROR_STATUS[code],
    code,
    message: (typeof messageKey === 'string' ? [messageKey] : messageKey)
      .map((key) => translateMessage(key, language, translateParams(options.params, language)))
      .join(' '),
    ...(options.issues
      ? { issues: options.issues.map((issue) => translateIssue(issue, language)) }
      : {}),
  };
}

export function sendError(reply: FastifyReply, body: ErrorBody) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  return errorBody('NOT_FOUND', 'errors.notFound', request.language);
}

/**
 * The one error handler: every error leaves as ErrorBody `{ statusCode, code, message, issues? }`
 * with the message in the request language. Anything unexpected is logged and answered with a
 * bare 500, so internals never reach the client.
 */
export const errorHandlerPlugin = fp<{
  /** Every 5xx, after its answer is on its way (the error log records it). */
  onServerError?: (error: unknown, request: FastifyRequest, statusCode: number) => void;
}>(
  async (app, { onServerError }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = request.language;

      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = validationIssues(error.validation as ValidationItem[]);
        return sendError(reply, errorBody('VALIDATION', 'errors.validation', language, { issues }));
      }

      if (isAppError(error)) {
        if (error.statusCode >= 500) {
          request.log.error({ err: error }, 'Server error');
          onServerError?.(error, request, error.statusCode);
        }
        if (error.details.retryAfterSeconds !== undefined) {
          void reply.header('retry-after', String(error.details.retryAfterSeconds));
        }
        return sendError(reply, {
          ...errorBody(error.code, error.messageKey, language, {
            params: error.details.params,
            issues: error.details.issues,
          }),
          ...error.details.extra,
        });
      }

      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return sendError(reply, errorBody(known.code, known.key, language));

      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
        const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
        const key = error.statusCode === 404 ? 'errors.notFound' : 'errors.badRequest';
        return sendError(reply, errorBody(code, key, language, { statusCode: error.statusCode }));
      }

      request.log.error({ err: error }, 'Unexpected error');
      onServerError?.(error, request, 500);
      return sendError(reply, errorBody('INTERNAL', 'errors.internal', language));
    });
  },
  { name: 'error-handler', dependencies: ['request-language'] },
);
