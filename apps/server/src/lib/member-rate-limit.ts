import type { FastifyRequest } from 'fastify';

/**
 * Who a rate limit counts: the signed-in member or operator (as the route guard resolved them,
 * never the raw Authorization header, which a caller can re-spell at will), else the address.
 */
export function callerKey(request: FastifyRequest): string {
  if (request.auth) return `member:${request.auth.member.id}`;
  if (request.operator) return `operator:${request.operator.operatorId}`;
  return `ip:${request.ip}`;
}

/**
 * Rate-limit settings for signed-in calls: counted per member (per address for visitors), so
 * players behind one shared address do not throttle each other, and a second session or a
 * re-spelled token does not open a fresh bucket. The check runs as a preHandler after the
 * route's guard, which is what identifies the caller.
 */
export function perCallerLimit(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        `${request.routeOptions.url ?? request.url}|${callerKey(request)}`,
    },
  };
}
