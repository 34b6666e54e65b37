import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../plugins/request-context.ts';
import type { SystemService } from '../system/system.service.ts';
import type { Caller } from './login.service.ts';

/**
 * Who is calling, for account services. Links in messages use the request's host only when it is
 * one of the white label's own domains (a forged Host must not end up in a reset email).
 */
export function createCallerOf(system: SystemService) {
  return async (request: FastifyRequest): Promise<Caller> => {
    const merchant = merchantOf(request);
    const domains = await system.getDomainRoutes(merchant.id);
    const own = domains.some((d) => d.domain === request.hostname.toLowerCase());
    const origin = own ? `${request.protocol}://${request.host}` : `https://${merchant.mainDomain}`;
    const ua = request.headers['user-agent'];
    return {
      merchant,
      ip: request.ip,
      userAgent: typeof ua === 'string' ? ua : undefined,
      language: request.ctx.language,
      origin,
    };
  };
}
