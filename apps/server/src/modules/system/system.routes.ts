import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@portal/contracts/common';
import {
  DomainRouteListSchema,
  SiteConfigSchema,
  SystemStatusSchema,
  WhitelabelSchema,
} from '@portal/contracts/system';
import type { SystemService } from './system.service.ts';
import { merchantOf } from '../../plugins/request-context.ts';

const tags = ['system'];

/** Site configuration calls of the spec (section 7) plus the consolidated first-paint call. */
export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'System status for this visitor: 0 normal, 1 maintenance, 2 region-blocked',
        response: { 200: okEnvelope(SystemStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await system.getStatus(merchantOf(request), request.ip),
    }),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'White-label module tree (modId, enabled, childrenNodes)',
        response: { 200: okEnvelope(WhitelabelSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await system.getWhitelabel(merchantOf(request).id),
    }),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'Domains serving this white label',
        response: { 200: okEnvelope(DomainRouteListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await system.getDomainRoutes(merchantOf(request).id),
    }),
  );

  app.get(
    '/wps/system/site',
    {
      schema: {
        tags,
        summary: 'Consolidated site configuration for the first paint',
        response: { 200: okEnvelope(SiteConfigSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await system.getSiteConfig(merchantOf(request), request.ip),
    }),
  );
};
