import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage, type ErrorCode } from '@portal/contracts/errors';
import type { ErrorEnvelope } from '@portal/contracts/common';
import { AppError, type FieldError } from '../lib/app-error.ts';
import { isConnectionError, type DbHealth } from '../lib/db-health.ts';
import { isBadDataError } from '../lib/pg-errors.ts';

/** Seconds a client is asked to wait while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 2;

/** 503 SERVICE_UNAVAILABLE with Retry-After: the database is unreachable; try again shortly. */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .status(503)
    .send(errorEnvelope(request, 'SERVICE_UNAVAILABLE', { requestId: request.id }));
}

/** Fastify's own client-error codes and the stable codes they become. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST_BODY',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

function fieldErrors(error: FastifyError): FieldError[] {
  const where = error.validationContext ?? 'body';
  return (error.validation as ValidationItem[]).map((item) => {
    const pointer = (item.instancePath ?? '').split('/').filter(Boolean);
    return { path: [where, ...pointer].join('.'), message: item.message ?? 'invalid' };
  });
}

/** Builds the failure envelope in the caller's language. */
export function errorEnvelope(
  request: FastifyRequest,
  code: ErrorCode,
  extra: Partial<Pick<ErrorEnvelope, 'details' | 'requestId'>> = {},
  params?: Record<string, string>,
): ErrorEnvelope {
  return {
    success: false,
    code,
    message: errorMessage(code, request.ctx?.language, params),
    ...extra,
  };
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  extra: Partial<Pick<ErrorEnvelope, 'details' | 'requestId'>> = {},
  params?: Record<string, string>,
): FastifyReply {
  return reply.status(status).send(errorEnvelope(request, code, extra, params));
}

/**
 * Turns every thrown error into the spec's envelope: AppError keeps its code, validation
 * failures list field paths, Fastify client errors map to stable codes, and anything else is a
 * 500 whose text is hidden from the client and logged with the request id. An unreachable
 * database is a 503 with Retry-After (and marks it down, so later calls answer at once).
 */
export const errorHandlerPlugin = fp(
  (app: FastifyInstance, opts: { health?: DbHealth }, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (opts.health?.observe(error) ?? isConnectionError(error)) {
        request.log.warn({ err: error }, 'database unreachable');
        return sendUnavailable(request, reply);
      }
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'server error');
        return sendError(
          request,
          reply,
          error.status,
          error.code,
          {
            ...(error.details ? { details: error.details } : {}),
            ...(error.status >= 500 ? { requestId: request.id } : {}),
          },
          error.params,
        );
      }
      if (isBadDataError(error)) {
        // Safety net: a value past what a column holds that no contract caught (fuzz-tested).
        request.log.warn({ err: error }, 'value refused by the database');
        return sendError(request, reply, 400, 'VALIDATION_FAILED');
      }
      if (Array.isArray(error.validation)) {
        return sendError(request, reply, 400, 'VALIDATION_FAILED', { details: fieldErrors(error) });
      }
      const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (mapped) return sendError(request, reply, error.statusCode ?? 400, mapped);
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(request, reply, 429, 'RATE_LIMITED');
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return sendError(request, reply, status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST_BODY');
      }
      request.log.error({ err: error }, 'unhandled error');
      const code: ErrorCode = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
      return sendError(request, reply, status >= 500 ? status : 500, code, {
        requestId: request.id,
      });
    });
    done();
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
