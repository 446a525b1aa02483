import fp from 'fastify-plugin';
import { addScrapeSource, httpDuration } from '../infra/metrics/registry.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The HTTP latency histogram and the hub's connection gauge (docs/decisions/048-metrics-and-
 * readiness.md). Registered before the routes. One synchronous hook per response: the route's
 * pattern (never the URL: ids would make a series each), the method and the status class.
 */
export const metricsPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (req, reply, done) => {
      httpDuration.observe(
        {
          route: req.routeOptions.url ?? 'unmatched',
          method: METHODS.has(req.method) ? req.method : 'OTHER',
          status_class: CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other',
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    // The hub plugin is registered after this one: read when scraped.
    const remove = addScrapeSource({
      hubConnections: () => {
        if (!app.hasDecorator('hub')) return { players: 0, guests: 0, staff: 0 };
        const { registry, staff } = app.hub;
        return { players: registry.size - registry.guests, guests: registry.guests, staff: staff.size };
      },
    });
    app.addHook('onClose', async () => remove());
  },
  { name: 'metrics' },
);
