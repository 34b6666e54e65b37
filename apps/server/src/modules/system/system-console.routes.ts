import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@portal/contracts/common';
import type { AdminAction } from '@portal/contracts/admin';
import {
  AdminCustomerServiceInputSchema,
  AdminCustomerServiceSchema,
  AdminDigitsSchema,
  AdminDomainRouteInputSchema,
  AdminDomainRouteSchema,
  AdminMaintenanceSchema,
  AdminMaintenanceUpdateSchema,
  AdminRegionRuleCreateSchema,
  AdminRegionRuleSchema,
  AdminRegionSchema,
  AdminRegionToggleSchema,
  AdminResourceInputSchema,
  AdminResourceSchema,
  ResourceTypeParamSchema,
  SiteItemIdParamSchema,
} from '@portal/contracts/system';
import { operatorOf } from '../admin/operator-auth.ts';
import type { SiteConsoleService } from './system-console.service.ts';
import { ok } from '../../lib/route-kit.ts';

const Done = okEnvelope(z.object({ done: z.literal(true) }));
const done = { success: true as const, value: { done: true as const } };

/** The console's site operations (owner only: `site.configure`); every change is audited. */
export const systemConsoleRoutes: FastifyPluginAsyncZod<{
  site: SiteConsoleService;
  guard: (action?: AdminAction) => preHandlerAsyncHookHandler;
}> = async (app, { site, guard }) => {
  const tags = ['admin-site'];
  const preHandler = guard('site.configure');

  app.get(
    '/wps/admin/site/maintenance',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The maintenance switch and window',
        response: { 200: okEnvelope(AdminMaintenanceSchema) },
      },
    },
    async (request) => ok(await site.maintenance(operatorOf(request))),
  );

  app.put(
    '/wps/admin/site/maintenance',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Switch maintenance on now, schedule a window (start, end), or end it (audited)',
        body: AdminMaintenanceUpdateSchema,
        response: { 200: okEnvelope(AdminMaintenanceSchema) },
      },
    },
    async (request) => ok(await site.setMaintenance(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/admin/site/digits',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Digits on Bengali pages (bengali or latin)',
        response: { 200: okEnvelope(AdminDigitsSchema) },
      },
    },
    async (request) => ok(await site.digits(operatorOf(request))),
  );

  app.put(
    '/wps/admin/site/digits',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Choose Bengali or Latin digits for Bengali pages (audited)',
        body: AdminDigitsSchema,
        response: { 200: okEnvelope(AdminDigitsSchema) },
      },
    },
    async (request) => ok(await site.setDigits(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/admin/site/region',
    {
      preHandler,
      schema: {
        tags,
        summary: "Region restriction switch, its rules and the caller's own address",
        response: { 200: okEnvelope(AdminRegionSchema) },
      },
    },
    async (request) => ok(await site.region(operatorOf(request))),
  );

  app.put(
    '/wps/admin/site/region',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Switch region restriction on or off (audited; refused if it blocks the caller)',
        body: AdminRegionToggleSchema,
        response: { 200: okEnvelope(AdminRegionSchema) },
      },
    },
    async (request) => ok(await site.setRegionEnabled(operatorOf(request), request.body.enabled)),
  );

  app.post(
    '/wps/admin/site/region/rules',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an ALLOW_IP, DENY_IP, ALLOW_COUNTRY or DENY_COUNTRY rule (audited)',
        body: AdminRegionRuleCreateSchema,
        response: { 200: okEnvelope(AdminRegionRuleSchema) },
      },
    },
    async (request) => ok(await site.addRegionRule(operatorOf(request), request.body)),
  );

  app.delete(
    '/wps/admin/site/region/rules/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a region rule (audited)',
        params: SiteItemIdParamSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await site.removeRegionRule(operatorOf(request), request.params.id);
      return done;
    },
  );

  app.get(
    '/wps/admin/site/customer-services',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Customer-service links in display order',
        response: { 200: okEnvelope(z.array(AdminCustomerServiceSchema)) },
      },
    },
    async (request) => ok(await site.customerServices(operatorOf(request))),
  );

  app.post(
    '/wps/admin/site/customer-services',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a customer-service link (audited)',
        body: AdminCustomerServiceInputSchema,
        response: { 200: okEnvelope(AdminCustomerServiceSchema) },
      },
    },
    async (request) => ok(await site.addCustomerService(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/admin/site/customer-services/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change a customer-service link (audited, before and after)',
        params: SiteItemIdParamSchema,
        body: AdminCustomerServiceInputSchema,
        response: { 200: okEnvelope(AdminCustomerServiceSchema) },
      },
    },
    async (request) =>
      ok(await site.updateCustomerService(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/admin/site/customer-services/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a customer-service link (audited)',
        params: SiteItemIdParamSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await site.removeCustomerService(operatorOf(request), request.params.id);
      return done;
    },
  );

  app.get(
    '/wps/admin/site/resources',
    {
      preHandler,
      schema: {
        tags,
        summary: 'App and channel links (ANDROID, IOS, TELEGRAM, TELEGRAM1, WHATSAPP)',
        response: { 200: okEnvelope(z.array(AdminResourceSchema)) },
      },
    },
    async (request) => ok(await site.resources(operatorOf(request))),
  );

  app.put(
    '/wps/admin/site/resources/:type',
    {
      preHandler,
      schema: {
        tags,
        summary: "Set a resource's link (audited, before and after)",
        params: ResourceTypeParamSchema,
        body: AdminResourceInputSchema,
        response: { 200: okEnvelope(AdminResourceSchema) },
      },
    },
    async (request) =>
      ok(await site.setResource(operatorOf(request), request.params.type, request.body.url)),
  );

  app.delete(
    '/wps/admin/site/resources/:type',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a resource link (audited)',
        params: ResourceTypeParamSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await site.removeResource(operatorOf(request), request.params.type);
      return done;
    },
  );

  app.get(
    '/wps/admin/site/domains',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Host names serving this white label',
        response: { 200: okEnvelope(z.array(AdminDomainRouteSchema)) },
      },
    },
    async (request) => ok(await site.domains(operatorOf(request))),
  );

  app.post(
    '/wps/admin/site/domains',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a host name (409 when any white label already has it; audited)',
        body: AdminDomainRouteInputSchema,
        response: { 200: okEnvelope(AdminDomainRouteSchema) },
      },
    },
    async (request) => ok(await site.addDomain(operatorOf(request), request.body)),
  );

  app.delete(
    '/wps/admin/site/domains/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a host name (the last MAIN one stays; audited)',
        params: SiteItemIdParamSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await site.removeDomain(operatorOf(request), request.params.id);
      return done;
    },
  );
};
