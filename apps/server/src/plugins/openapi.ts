import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the route schemas; the UI is served outside production only. */
export async function registerOpenApi(app: FastifyInstance, opts: { ui: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LaleBet API',
        version: '0.1.0',
        description:
          'Every answer is `{ success, message, data }`; failures add a stable `code`. ' +
          'Send `x-locale: tr|en` (default en), `x-fingerprint`, and `Authorization: Bearer <token>` when logged in.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (opts.ui) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
}
