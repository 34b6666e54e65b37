import type { FastifyRequest } from 'fastify';

/**
 * Rate-limit settings for signed-in money calls: counted per session token (per address when
 * there is none), so players behind one shared address do not throttle each other.
 */
export function perSessionLimit(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) =>
        `${request.routeOptions.url ?? request.url}|${request.headers.authorization ?? request.ip}`,
    },
  };
}
