import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, parseLanguage, type LanguageCode } from '@portal/contracts/i18n';
import { HEADER } from '@portal/contracts/headers';
import type { Merchant } from '../modules/system/system.service.ts';
import { AppError } from '../lib/app-error.ts';

/** What every handler knows about the caller, read once from the portal's headers. */
export interface RequestContext {
  /** Language from the Language header, else the merchant's default, else BN. */
  language: LanguageCode;
  /** True when the Language header named a known language. */
  languageFromHeader: boolean;
  /** Device header, upper-cased (WEB, H5, ANDROID, IOS); WEB when absent. */
  device: string;
  /** Session token from Authorization (with or without "Bearer "), or null. */
  token: string | null;
  /** The white label, set for /wps and /lgw calls. */
  merchant: Merchant | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const DEVICE_PATTERN = /^[A-Z0-9_-]{1,16}$/;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads Language, Device and Authorization into request.ctx for every request. */
export const requestContextPlugin = fp(
  (app, _opts, done) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', (request, _reply, next) => {
      const language = parseLanguage(headerValue(request.headers[HEADER.language]));
      const device = headerValue(request.headers[HEADER.device])?.trim().toUpperCase();
      const auth = headerValue(request.headers[HEADER.authorization])?.trim();
      const token = auth ? auth.replace(/^Bearer\s+/i, '') : '';
      request.ctx = {
        language: language ?? DEFAULT_LANGUAGE,
        languageFromHeader: language !== undefined,
        device: device && DEVICE_PATTERN.test(device) ? device : 'WEB',
        token: token || null,
        merchant: null,
      };
      next();
    });
    done();
  },
  { name: 'request-context' },
);

/** The request's white label; only /wps and /lgw routes have one. */
export function merchantOf(request: { ctx: RequestContext }): Merchant {
  const merchant = request.ctx.merchant;
  if (!merchant) throw new AppError('MERCHANT_REQUIRED');
  return merchant;
}
