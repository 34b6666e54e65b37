import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { errorEnvelope } from './error-handler.ts';

/** Where in a request the first NUL character sits (PostgreSQL text cannot hold one), if any. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

type Compile = typeof validatorCompiler;

/**
 * The zod validator, after a check no schema states: no NUL character anywhere in the body,
 * query or params. It runs after encrypted bodies are opened (preValidation), so sealed payloads
 * are checked too. The error has the shape Fastify gives validation errors (400 VALIDATION_FAILED).
 */
export const safeValidatorCompiler: Compile = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const at = findNul(data);
    if (at) {
      return {
        error: [
          {
            keyword: 'nul',
            instancePath: `/${at.join('/')}`,
            schemaPath: '#',
            params: {},
            message: 'must not contain NUL characters',
          },
        ],
      };
    }
    return validate(data);
  };
};

/** Router-level failures (a malformed or oversized path segment) as the error envelope. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply
    .status(status)
    .send(errorEnvelope(request, status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST_BODY'));
}
