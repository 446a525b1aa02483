import type { FastifyInstance } from 'fastify';

/**
 * Where this process listens, as a URL a local caller can reach (the simulators call back here,
 * server to server). Resolved when first needed, since tests listen on port 0; a wildcard bind
 * answers as 127.0.0.1, and before `listen` the configured port is assumed.
 */
export function listenBase(app: FastifyInstance, port: number): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${port}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Where players and gateways reach this server: PUBLIC_URL, else the listening address; no trailing slash. */
export function publicBase(
  app: FastifyInstance,
  config: { publicUrl?: string | undefined; port: number },
): string {
  return (config.publicUrl ?? listenBase(app, config.port)).replace(/\/+$/, '');
}
