import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts of every route, browsable at /docs. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal API',
          description:
            'White-label gaming portal API. Every answer is `{success, value}` or `{success:false, code, message}`. ' +
            'Send `Merchant`, `Language`, `Device` and, when signed in, `Authorization` headers.',
          version: '0.1.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
