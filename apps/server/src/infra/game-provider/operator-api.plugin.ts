import { type KeyObject, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { OPERATOR_KEY_FILES, loadOrCreateKeyPair } from '../../lib/hub88/signature.ts';
import { type OperatorApiClient, createOperatorApiClient } from './operator-api-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hub88's Operator API (catalogue, freebets), or null when HUB88_OPERATOR_API=off. */
    operatorApi: OperatorApiClient | null;
  }
}

/**
 * The operator's signing key: PEM from the environment or its file (read now, so a bad key stops
 * the server), else in sim mode the development pair in DATA_DIR/keys (created on first use).
 */
function signingKey(config: Config): () => KeyObject {
  const { privateKey } = config.casino.catalogue;
  if (privateKey) {
    const key = createPrivateKey('pem' in privateKey ? privateKey.pem : fs.readFileSync(privateKey.file));
    return () => key;
  }
  let dev: KeyObject | null = null;
  return () => (dev ??= loadOrCreateKeyPair(config.dataDir, OPERATOR_KEY_FILES).privateKey);
}

/**
 * One signed Operator API client for every feature that calls the aggregator: the catalogue sync
 * (docs/decisions/090-catalogue-sync.md) and free-rounds rewards (docs/decisions/099-free-rounds.md).
 * In sim mode it asks the game-provider simulator, wherever that runs.
 */
export const operatorApiPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const c = config.casino.catalogue;
    const base = async () =>
      c.url ?? (c.mode === 'sim' ? (config.casino.providerUrl ?? (await app.casino.simulator())) : null);
    app.decorate(
      'operatorApi',
      c.mode === 'off'
        ? null
        : createOperatorApiClient({ base, operatorId: c.operatorId, privateKey: signingKey(config) }),
    );
  },
  { name: 'operator-api', dependencies: ['casino'], decorators: { fastify: ['casino'] } },
);
