import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the route schemas; the UI is served outside production only. */
export const openApiPlugin = fp<{ ui: boolean }>(async (app, opts) => {
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
});
