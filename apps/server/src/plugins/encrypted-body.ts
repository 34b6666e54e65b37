import type { FastifyInstance } from 'fastify';
import { ENCRYPTION_HEADER } from '@portal/contracts/auth';
import type { CryptoEnvelope } from '../modules/auth/crypto-envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives encrypted (see crypto-envelope.ts) and is opened before validation. */
    encrypted?: boolean;
  }
}

/** Opens encrypted bodies of routes marked `config.encrypted` before their schema validates them. */
export function registerEncryptedBodies(app: FastifyInstance, envelope: CryptoEnvelope): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const header = request.headers[ENCRYPTION_HEADER];
    request.body = await envelope.open(Array.isArray(header) ? header[0] : header, request.body);
  });
}
